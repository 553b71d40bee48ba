/**
 * What `npm start` prints (scripts/start.ts): a short line while the H5 app builds (the build's
 * own output, some 2,000 lines of webpack and Sass, goes to a log file instead), the failure's
 * last lines when it fails, and at the end the address and the demo sign-in, so the URL is the
 * last thing on the screen.
 */

/** One line of build output per line; a trailing newline adds no line. */
export function countLines(output: string): number {
  if (!output) return 0;
  return output.split('\n').length - (output.endsWith('\n') ? 1 : 0);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** The line shown while the build runs (rewritten in place on a terminal every few seconds). */
export function buildingLine(reason: string, elapsedMs: number): string {
  // at the start (and where the line is printed once, off a terminal) no time has passed worth
  // showing: "0.0 s" read as a build that had stopped
  return `Building the H5 app (${reason})...${elapsedMs >= 1000 ? ` ${seconds(elapsedMs)}` : ''}`;
}

export function builtLine(elapsedMs: number, outputLines: number, logPath: string): string {
  return `H5 app built in ${seconds(elapsedMs)} (${outputLines} lines of build output: ${logPath})`;
}

/** A failed build: its last lines (where webpack or Taro says what went wrong) and where the rest is. */
export function failureReport(output: string, logPath: string, tail = 40): string {
  const lines = output.replace(/\n$/, '').split('\n');
  const shown = lines.slice(-tail);
  return [
    `H5 build failed; not starting the server. Last ${shown.length} of ${lines.length} lines (all of them: ${logPath}):`,
    ...shown,
  ].join('\n');
}

/** The last lines of a start: where the store is, and how to sign in to the demo store. */
export function readyLines(url: string, demo: { email: string; password: string }): string[] {
  return [
    `Storefront running at ${url}`,
    `Demo sign-in: ${demo.email} / ${demo.password} (mail the store sends is printed here, one line each)`,
  ];
}
