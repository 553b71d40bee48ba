/**
 * What a mini-program run leaves behind, for assertions: console output and errors (the app's
 * own and the harness's WeChat-like warnings), setData payloads grouped by interaction, requests.
 */

export type LogLevel = 'log' | 'info' | 'debug' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  /** 'app': the app's console; 'wechat': what WeChat itself would print (bad setData, thrown lifecycle, ...). */
  source: 'app' | 'wechat';
  text: string;
}

export interface SetDataRecord {
  route: string;
  bytes: number;
  keys: number;
}

/** One thing the shopper did (open a page, tap, type) and every setData it caused. */
export interface Interaction {
  name: string;
  setData: SetDataRecord[];
}

export interface RequestRecord {
  method: string;
  url: string;
  status: number;
}

/** WeChat's advice: a setData payload should stay under 256 KB. */
export const SET_DATA_LIMIT_BYTES = 256 * 1024;

export class Records {
  readonly log: LogEntry[] = [];
  readonly interactions: Interaction[] = [];
  readonly requests: RequestRecord[] = [];

  constructor() {
    this.begin('launch');
  }

  get current(): Interaction {
    return this.interactions[this.interactions.length - 1];
  }

  begin(name: string): Interaction {
    const interaction = { name, setData: [] };
    this.interactions.push(interaction);
    return interaction;
  }

  add(level: LogLevel, source: LogEntry['source'], text: string): void {
    this.log.push({ level, source, text });
  }

  /** Errors and warnings (never log/info/debug), optionally without those matching `allow`. */
  problems(allow: RegExp[] = []): string[] {
    return this.log
      .filter((e) => e.level === 'error' || e.level === 'warn')
      .filter((e) => !allow.some((re) => re.test(e.text)))
      .map((e) => `${e.source} ${e.level}: ${e.text}`);
  }

  /** Interactions whose setData payloads add up to more than `limit` bytes, with their totals. */
  oversized(limit = SET_DATA_LIMIT_BYTES): { name: string; bytes: number }[] {
    return this.interactions
      .map((i) => ({ name: i.name, bytes: i.setData.reduce((sum, s) => sum + s.bytes, 0) }))
      .filter((i) => i.bytes > limit);
  }

  largestInteraction(): { name: string; bytes: number } {
    let best = { name: '', bytes: 0 };
    for (const i of this.interactions) {
      const bytes = i.setData.reduce((sum, s) => sum + s.bytes, 0);
      if (bytes > best.bytes) best = { name: i.name, bytes };
    }
    return best;
  }
}

/** console.* arguments as one line, the way WeChat's console panel shows them. */
export function formatArgs(args: unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a && typeof a === 'object' && 'stack' in a && typeof (a as Error).stack === 'string')
        return (a as Error).stack;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}
