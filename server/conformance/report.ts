/** The check's report as a readable table with its one-line verdict (the JSON is the report itself). */
import type { CallResult } from './judge';
import type { ConformanceReport } from './run';

function cell(s: string, width: number): string {
  return s.length > width ? `${s.slice(0, width - 1)}…` : s.padEnd(width);
}

function rows(title: string, results: CallResult[]): string[] {
  if (!results.length) return [];
  const callW = Math.min(56, Math.max(4, ...results.map((r) => r.call.length)));
  const out = [
    `${title}`,
    `  ${cell('call', callW)}  ${cell('need', 7)}  ${cell('result', 12)}  ${cell('ms', 6)}  detail`,
  ];
  for (const r of results) {
    const ms = r.ms === undefined ? '' : String(r.ms);
    out.push(
      `  ${cell(r.call, callW)}  ${cell(r.need, 7)}  ${cell(r.status, 12)}  ${cell(ms, 6)}  ${r.detail}`.trimEnd(),
    );
    if (r.shopperSees)
      out.push(
        `  ${' '.repeat(callW)}  ${' '.repeat(7)}  ${' '.repeat(12)}  ${' '.repeat(6)}  shopper sees: ${r.shopperSees}`,
      );
  }
  return out;
}

export function formatReport(r: ConformanceReport): string {
  return [
    `istore API conformance: ${r.origin} (${r.checkedAt}; first-content budget ${r.budgetMs} ms)`,
    `extensions offered: ${r.extensions.length ? r.extensions.join(', ') : 'none'}`,
    '',
    ...rows("Reads, in a shopper's order", r.reads),
    ...(r.contract.length ? ['', ...rows('Cookie and XSRF contract', r.contract)] : []),
    ...(r.shopper.length ? ['', ...rows('Test shopper', r.shopper)] : []),
    '',
    r.verdict,
  ].join('\n');
}
