/**
 * A render worker's stdout and stderr, read into log lines with bounds: a worker runs a remote's
 * code, and what it writes must cost the page server little whatever it is. Before, a line was
 * kept until its newline came and the whole buffer split again on every chunk: one 32 MB line
 * with no newline (a remote that logs a large object does it) took 285 MB of the page server's
 * memory and held its event loop for seconds at a time, every section's pages with it.
 *
 * Here a line keeps at most `maxLineBytes` (the rest is counted, not kept), each chunk is looked
 * through once, and at most `bytesPerSecond` of lines are logged a second: the rest is dropped,
 * and how much is said once the next second begins (or at the end).
 */

export interface OutputLimits {
  /** The longest line logged; the rest of it is cut and counted. */
  maxLineBytes: number;
  /** Bytes of lines logged a second; past it lines are dropped and counted. */
  bytesPerSecond: number;
}

export const WORKER_OUTPUT_LIMITS: OutputLimits = { maxLineBytes: 4096, bytesPerSecond: 64 * 1024 };

const NEWLINE = 0x0a;

export interface BoundedOutput {
  write(chunk: Buffer): void;
  /** The stream ended: its last line without a newline, and what was dropped, are said. */
  end(): void;
}

export function createBoundedOutput(
  emit: (line: string) => void,
  { maxLineBytes, bytesPerSecond }: OutputLimits = WORKER_OUTPUT_LIMITS,
  now: () => number = Date.now,
): BoundedOutput {
  /** The line under way: its first bytes, copied (never a reference into a big chunk). */
  let kept = Buffer.alloc(maxLineBytes);
  let keptBytes = 0;
  let cutBytes = 0;
  let windowStart = now();
  let windowBytes = 0;
  let droppedLines = 0;
  let droppedBytes = 0;

  function sayDropped() {
    if (droppedLines === 0) return;
    emit(
      `… ${droppedLines} line(s), ${droppedBytes} bytes, of output dropped ` +
        `(over ${bytesPerSecond} bytes a second)`,
    );
    droppedLines = 0;
    droppedBytes = 0;
  }

  function endLine() {
    const bytes = keptBytes + cutBytes;
    const text = kept.toString('utf8', 0, keptBytes);
    const cut = cutBytes;
    keptBytes = 0;
    cutBytes = 0;
    if (text.trim() === '' && cut === 0) return;
    const at = now();
    if (at - windowStart >= 1000) {
      sayDropped();
      windowStart = at;
      windowBytes = 0;
    }
    if (windowBytes + Math.min(bytes, maxLineBytes) > bytesPerSecond) {
      droppedLines += 1;
      droppedBytes += bytes;
      return;
    }
    windowBytes += Math.min(bytes, maxLineBytes);
    emit(cut > 0 ? `${text} … (${cut} more bytes of this line cut)` : text);
  }

  function keep(piece: Buffer) {
    const room = maxLineBytes - keptBytes;
    const taken = Math.min(room, piece.length);
    if (taken > 0) {
      piece.copy(kept, keptBytes, 0, taken);
      keptBytes += taken;
    }
    cutBytes += piece.length - taken;
  }

  return {
    write(chunk) {
      let start = 0;
      while (start < chunk.length) {
        const newline = chunk.indexOf(NEWLINE, start);
        if (newline === -1) {
          keep(chunk.subarray(start));
          return;
        }
        keep(chunk.subarray(start, newline));
        endLine();
        start = newline + 1;
      }
    },
    end() {
      if (keptBytes > 0 || cutBytes > 0) endLine();
      sayDropped();
      kept = Buffer.alloc(0);
    },
  };
}
