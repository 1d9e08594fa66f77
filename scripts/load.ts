/**
 * `npm run load`: a bounded load test of the server render on the loopback (targets in docs/targets.md). It
 * starts the production builds itself (the ports of the README, which must be free), then:
 * 1. all healthy: pages/s and p50/p99 of the home, listing and property pages at 10 and 50
 *    connections, and the render workers' resident memory meanwhile (median and largest sample);
 * 2. one remote hung: a second shell server whose config.json points the listings remote at a
 *    socket that accepts connections and never answers; 20 connections on the other sections'
 *    pages (home and property, 10 each: p99 ≤ 1 s is the target) while 10 more ask for the hung
 *    section's page (answered within the render deadline, unrendered).
 * The load comes from a process of its own, so the server keeps its event loop. Every loop is
 * bounded in time and sends traffic only to localhost. Usage:
 *   npx tsx scripts/load.ts [--seconds 10] [--json results.json]
 */
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { SHELL } from '../shared/build/apps';
import { RENDER_DEADLINE_MS } from '../page-server/src/render-pool';
import {
  allowedRemoteOrigins,
  closeServers,
  createAppServer,
  startSite,
} from '../page-server/src/serve';
import { localRemoteUrls } from '../shared/build/apps';
import type { RuntimeConfig } from '../shared/src/config/runtime-config';
import { loadPagesApart, type LoadFigures } from './page-load';
import { sampleWorkerMemory, type WorkerMemory } from './worker-memory';

const PAGES = {
  home: '/theme/classic',
  listing: '/listing/grid-view/2-grid/left-sidebar',
  property: '/property/image-box?id=b01',
} as const;
type PageName = keyof typeof PAGES;

const HUNG_PORT = 3097;
const HUNG_SHELL_PORT = 3096;

interface Figures extends LoadFigures {
  page: PageName;
  connections: number;
  /** The render workers' memory during the load. */
  memory: WorkerMemory;
}

/** `connections` loops requesting `url` one after another until `seconds` have passed. */
async function hammer(
  url: string,
  page: PageName,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const figures = await loadPagesApart([url], connections, seconds);
  const memory = sampleWorkerMemory();
  return { page, connections, ...(await figures()), memory: memory() };
}

function table(title: string, rows: Figures[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.connections} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.rendered} | ${r.errors} | ${r.memory.workers} | ${r.memory.medianMb} | ${r.memory.maxMb} |`,
  );
  return [
    `\n${title}`,
    '| page | connections | requests | pages/s | p50 ms | p99 ms | max ms | rendered | errors | workers | worker MB, median | worker MB, max |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

/** A socket that accepts every connection and never answers (a hung origin). */
async function hungOrigin(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        // A server's close waits for every connection to end, and these never do on their own.
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '10' }, json: { type: 'string' } },
  });
  const seconds = Number(values.seconds);
  const site = await startSite({ api: true });
  const results: { healthy: Figures[]; hung: Figures[] } = { healthy: [], hung: [] };
  try {
    const origin = `http://localhost:${SHELL.port}`;
    for (const page of Object.keys(PAGES) as PageName[]) {
      await fetch(`${origin}${PAGES[page]}`).then((r) => r.text()); // a warm worker
      for (const connections of [10, 50]) {
        results.healthy.push(await hammer(`${origin}${PAGES[page]}`, page, connections, seconds));
      }
    }
    console.log(table('All healthy', results.healthy));

    const hung = await hungOrigin(HUNG_PORT);
    const hungUrl = `http://localhost:${HUNG_PORT}`;
    const config: RuntimeConfig = {
      remotes: { ...localRemoteUrls(), listings: `${hungUrl}/mf-manifest.json` },
      apiBaseUrl: 'http://localhost:3005',
      dataBaseUrl: '/assets/data/',
    };
    const shell = createAppServer(SHELL, {
      config,
      remoteOrigins: [...allowedRemoteOrigins(), hungUrl],
      selfOrigin: `http://localhost:${HUNG_SHELL_PORT}`,
      log: () => undefined,
    });
    await new Promise<void>((resolve) => shell.listen(HUNG_SHELL_PORT, 'localhost', resolve));
    try {
      const hungSite = `http://localhost:${HUNG_SHELL_PORT}`;
      for (const page of ['home', 'property'] as const) {
        await fetch(`${hungSite}${PAGES[page]}`).then((r) => r.text());
      }
      // 20 connections on the other sections' pages, while 10 more ask for the hung section's.
      results.hung = await Promise.all([
        hammer(`${hungSite}${PAGES.home}`, 'home', 10, seconds),
        hammer(`${hungSite}${PAGES.property}`, 'property', 10, seconds),
        hammer(`${hungSite}${PAGES.listing}`, 'listing', 10, seconds),
      ]);
      console.log(
        table(
          `Listings hung (its origin accepts and never answers): 10 + 10 connections on the other sections' pages, 10 on the listing, at once; render deadline ${RENDER_DEADLINE_MS} ms`,
          results.hung,
        ),
      );
    } finally {
      await closeServers([shell]);
      await hung.close();
    }
  } finally {
    await site.close();
  }
  const json = values.json;
  if (json) writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
