import http from 'node:http';
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * An origin in front of another that can hang: while `hang` is on it accepts every request and
 * never answers (as a remote whose server is stuck), for the page server's own fetches as well
 * as the browser's; `answer()` then passes the held requests and every later one through.
 */
export interface HeldOrigin {
  origin: string;
  hang(): void;
  /** Ends the hang: the held requests are passed on (late), and the next ones at once. */
  answer(): void;
  held(): number;
  close(): Promise<void>;
}

export async function startHeldOrigin(port: number, target: string): Promise<HeldOrigin> {
  let hanging = false;
  let held: (() => void)[] = [];
  const pass = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = http.createServer((req, res) => {
    if (hanging) held.push(() => pass(req, res));
    else pass(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${port}`,
    hang: () => {
      hanging = true;
    },
    answer: () => {
      hanging = false;
      const waiting = held;
      held = [];
      waiting.forEach((go) => go());
    },
    held: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The browser's side of a hung origin: the page's requests whose URL `matches` are held from now
 * on, never answered, until `answer()` passes them on (late) and every later one at once. The
 * page server's own fetches are untouched (`startHeldOrigin` holds both).
 */
export async function holdInBrowser(
  page: Page,
  matches: (url: URL) => boolean,
): Promise<Pick<HeldOrigin, 'held'> & { answer(): Promise<void> }> {
  let hanging = true;
  const held: Route[] = [];
  await page.route(matches, (route) => {
    if (hanging) held.push(route);
    else void route.continue();
  });
  return {
    held: () => held.length,
    answer: async () => {
      hanging = false;
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** The page's first contentful paint and its document's first byte, in ms after the request. */
export async function firstPaint(
  page: Page,
  timeout: number,
): Promise<{ firstPaintMs: number; answerMs: number }> {
  const handle = await page.waitForFunction(
    () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const [document] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return paint && document
        ? { firstPaintMs: paint.startTime, answerMs: document.responseStart }
        : null;
    },
    undefined,
    // Polled on a timer: `requestAnimationFrame` polling waits for frames that a page whose
    // painting is blocked never makes.
    { timeout, polling: 50 },
  );
  const figures = await handle.jsonValue();
  if (!figures) throw new Error('no paint');
  return figures;
}

/**
 * With the section's origin hung from before the navigation: the page paints its header and
 * footer within 2 s, and the section message shows within 12 s, counted from the request of the
 * page (issue 18, item 3). Returns the figures for the test's report.
 */
export async function expectPaintedWhileHung(
  page: Page,
  url: string,
): Promise<{ answerMs: number; firstPaintMs: number; messageMs: number }> {
  const started = Date.now();
  // Not `load`: a stylesheet or script that never answers holds the load event back.
  await page.goto(url, { waitUntil: 'commit' });
  const { firstPaintMs, answerMs } = await firstPaint(page, 2000);
  expect(firstPaintMs).toBeLessThan(2000);
  // What was painted: the header and footer of the HTML the server sent.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A page whose painting is blocked cannot be captured either (how the fault was found).
  await page.screenshot({ timeout: 2000 });
  await expect(page.getByText('This section could not be loaded.')).toBeVisible({
    timeout: 12_000 - (Date.now() - started),
  });
  const messageMs = Date.now() - started;
  expect(messageMs).toBeLessThan(12_000);
  return { answerMs: Math.round(answerMs), firstPaintMs: Math.round(firstPaintMs), messageMs };
}
