/**
 * `npm run prerender`: renders every public page into files nginx serves
 * (`page-server/src/prerender.ts`); `promote` and `rollback` render them again with
 * `--prerender`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prerender, type PrerenderRecord } from '../page-server/src/prerender';

/** How a run is reported on the console. */
function summary(record: PrerenderRecord, outDir: string): string {
  return (
    `prerendered ${record.pages.length} pages (at most ${record.listingLimit} listings) in ${(record.durationMs / 1000).toFixed(1)} s ` +
    `into ${outDir}; ${record.failures.length} left to the browser` +
    record.failures.map((f) => `\n  ${f.url}: ${f.reason}`).join('') +
    (record.lowData.pages.length > 0 || record.lowData.failures.length > 0
      ? `\n${record.lowData.pages.length} of them also as a visitor saving data gets them; ` +
        `${record.lowData.failures.length} of those left out (served the normal page)` +
        record.lowData.failures.map((f) => `\n  ${f.url}: ${f.reason}`).join('')
      : '') +
    (record.skipped.length > 0
      ? `\n${record.skipped.length} skipped, the browser renders them:` +
        record.skipped.map((s) => `\n  ${s.url}: ${s.reason}`).join('')
      : '') +
    "\nthen: nginx -s reload (for the pages' style hashes)"
  );
}

/** The options `promote` and `rollback` take to prerender the pages after changing config.json. */
export const PRERENDER_OPTIONS = {
  prerender: { type: 'string' },
  'shell-origin': { type: 'string' },
  'site-origin': { type: 'string' },
} as const;

/**
 * After a promotion or a rollback: the prerendered pages hold the markup of the releases that
 * were live when they were rendered, so with `--prerender <dir>` they are rendered again from the
 * new config.json (nothing is done without it).
 */
export async function prerenderAfterDeploy(
  values: { prerender?: string; 'shell-origin'?: string; 'site-origin'?: string },
  configFile: string,
): Promise<void> {
  if (!values.prerender) return;
  const origin = values['shell-origin'];
  if (!origin) throw new Error('--prerender needs --shell-origin (the shell as nginx serves it)');
  const outDir = path.resolve(values.prerender);
  const record = await prerender({
    outDir,
    configFile,
    origin: origin.replace(/\/$/, ''),
    ...(values['site-origin'] ? { siteOrigin: values['site-origin'].replace(/\/$/, '') } : {}),
  });
  console.log(summary(record, outDir));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      out: { type: 'string' },
      config: { type: 'string' },
      origin: { type: 'string' },
      'site-origin': { type: 'string' },
      dist: { type: 'string' },
      listings: { type: 'string' },
      'no-low-data': { type: 'boolean' },
    },
  });
  if (!values.out || !values.config || !values.origin) {
    throw new Error(
      'usage: npm run prerender -- --out <dir> --config <config.json> --origin <shell origin> ' +
        '[--site-origin <origin>] [--dist <shell dist>] [--listings <how many listings>] ' +
        '[--no-low-data]',
    );
  }
  const record = await prerender({
    outDir: path.resolve(values.out),
    configFile: path.resolve(values.config),
    origin: values.origin.replace(/\/$/, ''),
    ...(values['site-origin'] ? { siteOrigin: values['site-origin'].replace(/\/$/, '') } : {}),
    ...(values.dist ? { distDir: path.resolve(values.dist) } : {}),
    ...(values.listings !== undefined ? { listings: Number(values.listings) } : {}),
    ...(values['no-low-data'] ? { lowData: false } : {}),
  });
  console.log(summary(record, path.resolve(values.out)));
}

if (require.main === module) {
  main().then(
    // Done: nothing the shell's server bundle may have left pending keeps the process.
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
