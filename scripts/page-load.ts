/**
 * A closed-loop load of rendered pages on the loopback: `npm run load` (scripts/load.ts) and the
 * hostile-remote matrix (e2e/tests/hostile-remotes.spec.ts, from a process of its own) measure the
 * page server with it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The `p`th percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that held the page's markup (the others were the page the browser renders alone). */
  rendered: number;
  /** Answers that were not 200, or no answer. */
  errors: number;
}

/**
 * `connections` loops, each asking for `urls` in turn (connection n starts at the nth), one
 * request after another until `seconds` have passed.
 */
export async function loadPages(
  urls: readonly string[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const until = Date.now() + seconds * 1000;
  const times: number[] = [];
  let rendered = 0;
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let n = connection; Date.now() < until; n++) {
        const at = performance.now();
        try {
          const url = urls[n % urls.length] ?? '';
          const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          const html = await response.text();
          if (response.status !== 200) errors++;
          else if (/<div id="root"><[a-z]/.test(html)) rendered++;
        } catch {
          errors++;
        }
        times.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: Math.round(times.length / elapsed),
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    max: Math.round(times[times.length - 1] ?? NaN),
    rendered,
    errors,
  };
}

/**
 * The same load from a process of its own, so that the measured server does not share its event
 * loop with the client (the hostile-remote matrix serves from the test's process). Resolves with
 * a function that waits for the figures once the load has started.
 */
export async function loadPagesApart(
  urls: readonly string[],
  connections: number,
  seconds: number,
): Promise<() => Promise<LoadFigures>> {
  // tsx runs this file as it is (TypeScript), in whatever runner the caller is.
  const child = spawn(
    path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'),
    [
      __filename,
      ...urls.flatMap((url) => ['--url', url]),
      '--connections',
      String(connections),
      '--seconds',
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('started\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the load process ended (exit ${code})`)));
  });
  const ended = new Promise<LoadFigures>((resolve, reject) => {
    child.once('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line) as LoadFigures);
      else reject(new Error(`the load process ended (exit ${code}): ${output}`));
    });
  });
  await started;
  return () => ended;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      connections: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '4' },
    },
  });
  process.stdout.write('started\n');
  loadPages(values.url ?? [], Number(values.connections), Number(values.seconds)).then(
    (figures) => process.stdout.write(`${JSON.stringify(figures)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
