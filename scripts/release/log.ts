/**
 * The promotion log of one remote, `releases/<app>/promotions.log`: one JSON line per promotion
 * or rollback, appended, never rewritten. It is the history that rollback walks back through.
 */

/** One line of the log. */
export interface LogEntry {
  time: string;
  action: 'promote' | 'rollback';
  /** The release made live (null: the URL served before any release was promoted). */
  version: string | null;
  /** The manifest URL written into config.json. */
  url: string;
  /** The manifest URL config.json held before. */
  previous: string;
  user: string;
}

/** A deployment rollback can return to: a release, or the URL that was live before releases. */
export interface LiveTarget {
  version: string | null;
  url: string;
}

function isEntry(value: unknown): value is LogEntry {
  const v = value as Partial<LogEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.action === 'promote' || v.action === 'rollback') &&
    (typeof v.version === 'string' || v.version === null) &&
    typeof v.url === 'string' &&
    typeof v.previous === 'string'
  );
}

/** Parses the log's text; a line that is not an entry throws with its line number. */
export function parseLog(text: string): LogEntry[] {
  const entries: LogEntry[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line) as unknown;
    } catch {
      value = null;
    }
    if (!isEntry(value)) throw new Error(`promotions.log line ${index + 1} is not a log entry`);
    entries.push(value);
  });
  return entries;
}

/** One log line (with its newline) for `entry`. */
export function formatEntry(entry: LogEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * The deployments in force, oldest first, as the log tells them: a promotion stacks its release
 * on the one before (the first also remembers the URL live before it), a rollback takes the top
 * one off.
 */
export function liveHistory(entries: readonly LogEntry[]): LiveTarget[] {
  const stack: LiveTarget[] = [];
  for (const entry of entries) {
    if (entry.action === 'promote') {
      if (stack.length === 0 && entry.previous !== '') {
        stack.push({ version: null, url: entry.previous });
      }
      stack.push({ version: entry.version, url: entry.url });
    } else {
      stack.pop();
      // A log whose start was cut off still knows what the rollback made live.
      if (stack.length === 0) stack.push({ version: entry.version, url: entry.url });
    }
  }
  return stack;
}

/** What `rollback` returns to: the deployment before the live one, or null when there is none. */
export function rollbackTarget(entries: readonly LogEntry[]): LiveTarget | null {
  const stack = liveHistory(entries);
  return stack.length >= 2 ? (stack[stack.length - 2] ?? null) : null;
}
