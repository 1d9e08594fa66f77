/** @jest-environment node */
import type { PageRequest, PageResult } from '@betoch/shared/server/render-protocol';
import { SHELL_LANE } from './lanes';
import { renderWithShellFallback, SHELL_FALLBACK_MS } from './shell-fallback';

const REQUEST: PageRequest = {
  url: '/listing/grid-view/2-grid/left-sidebar',
  config: {
    remotes: { listings: '', property: '', content: '', account: '' },
    apiBaseUrl: 'http://localhost:3005',
    dataBaseUrl: '/assets/data/',
  },
  origin: 'http://localhost:3000',
  language: 'en',
};

const page = (html: string): PageResult => ({
  kind: 'page',
  status: 200,
  html,
  state: '{}',
  errors: [],
  section: null,
});

/** A pool whose lanes answer as told, recording what each was asked and with what budget. */
function fakePool(answers: Record<string, PageResult | null>) {
  const asked: { lane: string; request: PageRequest; budgetMs: number | undefined }[] = [];
  return {
    asked,
    render(lane: string, request: PageRequest, budgetMs?: number) {
      asked.push({ lane, request, budgetMs });
      return Promise.resolve(answers[lane] ?? null);
    },
  };
}

test("a section's page is its section's render when that succeeds, within its whole budget", async () => {
  const pool = fakePool({ listings: page('<h1>Listings</h1>') });
  const result = await renderWithShellFallback(pool, 'listings', REQUEST, 2500, () => undefined);
  expect(result).toEqual(page('<h1>Listings</h1>'));
  expect(pool.asked).toEqual([{ lane: 'listings', request: REQUEST, budgetMs: 2500 }]);
});

test.each([
  ['failed or was killed (no answer)', null],
  ['passed its deadline', { kind: 'client', late: true } as PageResult],
])(
  'when the section %s, the shell renders the page with the section withheld, within what is left or its own share',
  async (_, failure) => {
    const logged: string[] = [];
    const pool = fakePool({ listings: failure, [SHELL_LANE]: page('<header></header>') });
    const result = await renderWithShellFallback(pool, 'listings', REQUEST, 2500, (line) =>
      logged.push(line),
    );
    expect(result).toEqual(page('<header></header>'));
    expect(pool.asked[1]?.lane).toBe(SHELL_LANE);
    expect(pool.asked[1]?.request).toEqual({ ...REQUEST, failedSection: 'listings' });
    expect(pool.asked[1]?.budgetMs).toBeGreaterThanOrEqual(SHELL_FALLBACK_MS);
    expect(pool.asked[1]?.budgetMs).toBeLessThanOrEqual(2500);
    expect(logged.join('\n')).toMatch(/the listings section did not render it/);
  },
);

test("a visitor's own page (drawn by the browser alone) is not a failure: no second render", async () => {
  const pool = fakePool({ account: { kind: 'client' } });
  expect(
    await renderWithShellFallback(
      pool,
      'account',
      { ...REQUEST, url: '/page/favorites' },
      2500,
      () => undefined,
    ),
  ).toEqual({ kind: 'client' });
  expect(pool.asked).toHaveLength(1);
});

test("when the shell cannot render it either, the section's answer stands (the browser renders the page)", async () => {
  const late: PageResult = { kind: 'client', late: true };
  const pool = fakePool({ property: late, [SHELL_LANE]: null });
  expect(await renderWithShellFallback(pool, 'property', REQUEST, 2500, () => undefined)).toBe(
    late,
  );
});

test("the shell's own pages render in its lane alone, with the whole budget", async () => {
  const pool = fakePool({});
  expect(
    await renderWithShellFallback(pool, SHELL_LANE, REQUEST, 2500, () => undefined),
  ).toBeNull();
  expect(pool.asked).toEqual([{ lane: SHELL_LANE, request: REQUEST, budgetMs: 2500 }]);
});

test('a section that used its whole budget leaves the shell its own share after it', async () => {
  const late: PageResult = { kind: 'client', late: true };
  const asked: (number | undefined)[] = [];
  const pool = {
    render: (lane: string, _request: PageRequest, budgetMs?: number) => {
      asked.push(budgetMs);
      if (lane === SHELL_LANE) return Promise.resolve(page('<header></header>'));
      return new Promise<PageResult>((resolve) => setTimeout(() => resolve(late), 120));
    },
  };
  await renderWithShellFallback(pool, 'content', REQUEST, 100, () => undefined);
  expect(asked).toEqual([100, SHELL_FALLBACK_MS]);
});
