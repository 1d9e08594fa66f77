/**
 * `npm start`: builds whatever is missing or stale, then serves the whole site — the shell and
 * every remote on its own port plus the reference API and the listings service — and prints the
 * address once all answer.
 * `--no-build` serves the builds as they are.
 */
import { parseArgs } from 'node:util';
import { ALL_APPS, API_PORT, LISTINGS_SERVICE_PORT } from '../shared/build/apps';
import { buildApps, isStale } from './build';
import { startSite } from '../page-server/src/serve';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  if (!values['no-build']) {
    const stale = ALL_APPS.filter(isStale);
    if (stale.length > 0) console.log(`building ${stale.map((a) => a.dir).join(', ')} …`);
    await buildApps(stale);
  }
  const site = await startSite();
  const urls = [
    ...ALL_APPS.map((app) => `http://localhost:${app.port}/mf-manifest.json`),
    `http://localhost:${API_PORT}/api/health`,
  ];
  const results = await Promise.all(urls.map(answers));
  const down = urls.filter((_, i) => !results[i]);
  if (down.length > 0) throw new Error(`not answering: ${down.join(', ')}`);
  for (const app of ALL_APPS) console.log(`  ${app.dir.padEnd(13)} http://localhost:${app.port}`);
  console.log(`  ${'api'.padEnd(13)} http://localhost:${API_PORT}`);
  // No page reads the listings service yet: the site runs without it (startSite said why).
  const listings = `http://localhost:${LISTINGS_SERVICE_PORT}`;
  if (await answers(`${listings}/api/health`)) {
    console.log(`  ${'listings api'.padEnd(13)} ${listings}/api/listings`);
  }
  // The e-mails the API sends (a sign-up's verification code) end here, not in a mailbox.
  if (site.mailCatcher) console.log(`  ${'mail catcher'.padEnd(13)} ${site.mailCatcher}`);
  console.log('\nDemo log-in: selam@betoch.et / Selam#2026  (or dawit@betoch.et / Dawit#2026)');
  console.log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Open:\n\nhttp://localhost:3000\n`,
  );
  const stop = () => {
    void site.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
