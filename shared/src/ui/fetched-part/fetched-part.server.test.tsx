/**
 * @jest-environment node
 *
 * A fetched part on the server: every render of a page runs in one long-lived render worker
 * (shell/src/server/render-worker.ts), so a failed load must not stay with the part for good.
 */
import { Suspense, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { fetchedPart } from './fetched-part';
import { PART_RETRY_MS } from './retrying-lazy';

/** One server render as the render worker does it: the HTML and the errors React reported. */
async function renderPage(page: ReactElement): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(page, {
    onError: (error) => {
      errors.push(error instanceof Error ? error.message : String(error));
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, errors };
}

const Hero = () => <h1>Homes in Addis Ababa</h1>;
const timedOut = () => new Error('The operation was aborted due to timeout');

function homePage(Part: ReturnType<typeof fetchedPart>) {
  return (
    <main>
      <Suspense fallback={<p>loading the page</p>}>
        <Part />
      </Suspense>
    </main>
  );
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

test("a part whose chunk timed out once is rendered by a later page's render", async () => {
  const load = jest.fn().mockRejectedValueOnce(timedOut()).mockResolvedValue(Hero);
  const Part = fetchedPart(load, <section aria-busy="true" />);

  const first = await renderPage(homePage(Part));
  expect(first.errors).toEqual(['The operation was aborted due to timeout']);
  expect(first.html).not.toContain('<h1>');

  // A render right after it meets the same failure without asking again: an origin that just
  // failed is not asked by every render queued behind it.
  const soon = await renderPage(homePage(Part));
  expect(soon.errors).toEqual(['The operation was aborted due to timeout']);
  expect(load).toHaveBeenCalledTimes(1);

  jest.advanceTimersByTime(PART_RETRY_MS);
  const later = await renderPage(homePage(Part));
  expect(later.errors).toEqual([]);
  expect(later.html).toContain('<h1>Homes in Addis Ababa</h1>');
  expect(load).toHaveBeenCalledTimes(2);
});

test('a part that loaded is rendered by every later page without loading again', async () => {
  const load = jest.fn().mockResolvedValue(Hero);
  const Part = fetchedPart(load, <section aria-busy="true" />);
  for (let page = 0; page < 3; page += 1) {
    expect((await renderPage(homePage(Part))).html).toContain('<h1>Homes in Addis Ababa</h1>');
  }
  expect(load).toHaveBeenCalledTimes(1);
});
