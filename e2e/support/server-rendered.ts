import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { rawPage, type RawPage } from './raw-page';

/** The message the server draws, inside the shell, for a section it could not render in time. */
const SECTION_FALLBACK = 'This section could not be loaded.';
/** The shell's bare template: the server sends it when a page's render passed its deadline. */
const UNRENDERED_ROOT = '<div id="root"></div>';
const TRIES = 8;

/**
 * Opens `path` (`waitUntil: 'commit'`) and waits for its first heading, on a page the server
 * rendered. On a busy machine a render can pass its deadline, and the server then sends, by
 * design, either the bare template (the browser renders the page alone) or the shell around the
 * section's message (which the browser replaces once live), for as long as that worker has its
 * grace and its lane cools down (about 10 s). A test of what the browser does with a page the
 * server rendered (a press before the take-over, a form sent without JavaScript, a remote file
 * that hangs in the browser) proves nothing on such a page, so it is asked again 2 s later, at
 * most 8 times, the test's time grown by the waits. `beforeTry` runs before each navigation.
 */
export async function openServerRendered(
  page: Page,
  path: string,
  beforeTry: () => void = () => undefined,
): Promise<void> {
  const fallback = page.getByRole('alert').filter({ hasText: SECTION_FALLBACK });
  const sent: string[] = [];
  for (let tries = 1; tries <= TRIES; tries += 1) {
    beforeTry();
    const response = await page.goto(path, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    if (!html.includes(UNRENDERED_ROOT)) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (!(await fallback.isVisible())) return;
      sent.push('the section’s message');
    } else sent.push('the bare template');
    test.info().setTimeout(test.info().timeout + 5_000);
    await page.waitForTimeout(2_000);
  }
  throw new Error(`${path} was never rendered by the server in ${TRIES} tries: ${sent.join(', ')}`);
}

/** The section's message as the server draws it (any language): its element's class. */
const SECTION_FALLBACK_HTML = 'class="section-error"';

/** What a check of a server-rendered page needs of it. */
export interface Rendered {
  /** What the server logged, say, for a failure's message. */
  explain?: () => string;
  /** The section itself rendered, not the shell around the section's message (the default); false
   * where the section's message is what is checked (a faulted section). */
  section?: boolean;
}

/**
 * Asks `ask` again (2 s apart, 8 tries) while its answer is the bare template of a render past its
 * deadline, or (unless `section` is false) the shell around the section's message, for the same
 * reason as openServerRendered: a page never rendered so fails, with `what` and `explain()`.
 */
export async function untilServerRendered<T extends { html: string }>(
  what: string,
  ask: () => Promise<T>,
  { explain = () => '', section = true }: Rendered = {},
): Promise<T> {
  const sent: string[] = [];
  for (let tries = 1; ; tries += 1) {
    const answer = await ask();
    if (answer.html.includes(UNRENDERED_ROOT)) sent.push('the bare template');
    else if (section && answer.html.includes(SECTION_FALLBACK_HTML))
      sent.push('the section’s message');
    else return answer;
    if (tries === TRIES) {
      throw new Error(`${what} was never rendered by the server: ${sent.join(', ')}\n${explain()}`);
    }
    test.info().setTimeout(test.info().timeout + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Asks for `path` as a crawler does (no JavaScript) and returns the answer with its HTML, once
 * the server rendered it (untilServerRendered). */
export function getServerRendered(
  request: APIRequestContext,
  path: string,
  options: Parameters<APIRequestContext['get']>[1] = {},
): Promise<{ response: APIResponse; html: string }> {
  return untilServerRendered(path, async () => {
    const response = await request.get(path, options);
    return { response, html: await response.text() };
  });
}

/** `url` with Node's own client (rawPage, with `headers`), once the server rendered it
 * (untilServerRendered). */
export function rawServerRendered(
  url: string,
  options: Rendered & { headers?: Parameters<typeof rawPage>[1] } = {},
): Promise<RawPage> {
  return untilServerRendered(url, () => rawPage(url, options.headers), options);
}
