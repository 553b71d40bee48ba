/**
 * Reading a Chrome trace (playwright's `browser.startTracing`): the page's main-thread tasks,
 * user-timing marks, and where the script time went. Used by the boot and interaction groups.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an X event, µs: what the thread ran, without the time it was descheduled. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; type?: string; documentLoaderURL?: string } };
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

export interface Task {
  /** ms from the trace's navigation start. */
  start: number;
  /** Wall-clock duration (ms): grows when other processes take the CPU. */
  dur: number;
  /**
   * The thread's CPU time in the task (ms). CDP CPU throttling suspends the thread, so this is the
   * unthrottled cost: `cpu × rate` is what the task takes at that slow-down on a quiet machine.
   */
  cpu: number;
  /** What ran in it, longest first (function calls by script URL, layout, style, paint, parse). */
  parts: Map<string, number>;
}

export interface MainThread {
  /** Navigation start (µs, trace clock). */
  origin: number;
  tasks: Task[];
  marks: Map<string, number>;
}

export function parseTrace(buffer: Buffer): TraceEvent[] {
  const json = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(json) ? json : (json.traceEvents ?? []);
}

/** Short name of a script URL for the breakdown (file name without the hash). */
function scriptName(url: string | undefined): string {
  if (!url) return '(inline/unknown)';
  try {
    const p = new URL(url).pathname;
    return p.split('/').pop() || p;
  } catch {
    return url.slice(-40);
  }
}

/**
 * The renderer main thread that ran the page (the CrRendererMain with the most task time) and its
 * top-level tasks, each with what it spent its time on.
 */
export function mainThread(events: TraceEvent[]): MainThread {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const t of names) {
    const busy = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((n, e) => n + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: t.pid, tid: t.tid, busy };
  }
  if (!best) throw new Error('the trace has no renderer main thread');
  const own = events.filter((e) => e.pid === best.pid && e.tid === best.tid);
  const marks = new Map<string, number>();
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' && e.pid === best.pid && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
    ) ?? own.find((e) => e.name === 'RunTask' && e.ph === 'X');
  const origin = nav?.ts ?? 0;
  for (const e of events) {
    if (e.pid !== best.pid) continue;
    if (e.cat.includes('blink.user_timing') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b')) {
      if (!marks.has(e.name)) marks.set(e.name, (e.ts - origin) / 1000);
    }
  }
  const top = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= origin).sort((a, b) => a.ts - b.ts);
  const inner = own.filter((e) => e.ph === 'X' && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let j = 0;
  for (const t of top) {
    const end = t.ts + (t.dur ?? 0);
    const parts = new Map<string, number>();
    while (j < inner.length && inner[j].ts < t.ts) j++;
    // Only direct kinds we care about; nested events of the same kind are not counted twice.
    let coveredUntil = -1;
    for (let k = j; k < inner.length && inner[k].ts < end; k++) {
      const e = inner[k];
      if (e.ts < coveredUntil) continue;
      let key: string | undefined;
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile')
        key = `script ${scriptName(e.args?.data?.url)}`;
      else if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch')
        key = `${e.name} ${e.args?.data?.type ?? ''}`.trim();
      else if (e.name === 'Layout') key = 'layout';
      else if (e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles') key = 'style';
      else if (e.name === 'ParseHTML') key = 'parse HTML';
      else if (e.name === 'ParseAuthorStyleSheet') key = 'parse CSS';
      else if (e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize') key = 'paint';
      else if (e.name === 'Decode Image' || e.name === 'ImageDecodeTask') key = 'image decode';
      if (!key) continue;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      coveredUntil = e.ts + (e.dur ?? 0);
    }
    tasks.push({ start: (t.ts - origin) / 1000, dur: (t.dur ?? 0) / 1000, cpu: (t.tdur ?? t.dur ?? 0) / 1000, parts });
  }
  return { origin, tasks, marks };
}

export interface WorkFigures {
  /** Sum of the main thread's task durations in the window (ms, wall clock). */
  busy: number;
  /** Sum of the tasks' CPU time (ms): the noise-free part of `busy`. */
  cpu: number;
  /** The longest task's CPU time (ms). */
  longestCpu: number;
  /** Tasks of 50 ms or more. */
  longTasks: Task[];
  longest: number;
  /** Total blocking time in the window: what each task ran beyond 50 ms. */
  blocking: number;
  /** Where the time went, summed over the window's tasks, largest first. */
  breakdown: [string, number][];
}

export function workIn(thread: MainThread, from: number, to: number): WorkFigures {
  const tasks = thread.tasks.filter((t) => t.start >= from && t.start < to && t.dur >= 0.05);
  const parts = new Map<string, number>();
  for (const t of tasks) for (const [k, v] of t.parts) parts.set(k, (parts.get(k) ?? 0) + v);
  return {
    busy: tasks.reduce((n, t) => n + t.dur, 0),
    cpu: tasks.reduce((n, t) => n + t.cpu, 0),
    longestCpu: tasks.reduce((n, t) => Math.max(n, t.cpu), 0),
    longTasks: tasks.filter((t) => t.dur >= 50),
    longest: tasks.reduce((n, t) => Math.max(n, t.dur), 0),
    blocking: tasks.reduce((n, t) => n + Math.max(0, t.dur - 50), 0),
    breakdown: [...parts].sort((a, b) => b[1] - a[1]),
  };
}
