/**
 * WeChat's timers for the app (numeric ids), run through the runtime's guard. Short timeouts
 * (<= 100 ms) count as pending work when a step settles; all stop when the run closes.
 */
export class Timers {
  private readonly timers = new Map<number, { handle: NodeJS.Timeout; short: boolean; interval: boolean }>();
  private next = 1;
  private closed = false;

  constructor(private readonly run: (fn: () => void, label: string) => void) {}

  set(fn: () => void, ms: number | undefined, interval: boolean, label: string): number {
    if (this.closed) return 0;
    const id = this.next++;
    const delay = Math.max(0, Number(ms) || 0);
    const tick = () => {
      if (!interval) this.timers.delete(id);
      this.run(fn, label);
    };
    const handle = interval ? setInterval(tick, delay) : setTimeout(tick, delay);
    this.timers.set(id, { handle, short: !interval && delay <= 100, interval });
    return id;
  }

  clear(id: number): void {
    const t = this.timers.get(id);
    if (!t) return;
    (t.interval ? clearInterval : clearTimeout)(t.handle);
    this.timers.delete(id);
  }

  get shortPending(): number {
    return [...this.timers.values()].filter((t) => t.short).length;
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.timers.keys()]) this.clear(id);
  }
}
