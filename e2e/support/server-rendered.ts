import { expect, test, type Page } from '@playwright/test';

/** The message the server draws, inside the shell, for a section it could not render in time. */
const SECTION_FALLBACK = 'This section could not be loaded.';

/**
 * Opens `path` (`waitUntil: 'commit'`) and waits for its first heading. On a busy machine a
 * section's server render can pass its deadline, and the server then sends the shell around the
 * section's message (its designed fallback, which the browser replaces once live) for as long as
 * that section's worker has its grace and its lane cools down (about 10 s). A test of what the
 * browser does with a page the server rendered (a press before the take-over, a remote file that
 * hangs in the browser) proves nothing on such a page, so it is asked again 2 s later, at most 8
 * times, the test's time grown by the waits. `beforeTry` runs before each navigation.
 */
export async function openServerRendered(
  page: Page,
  path: string,
  beforeTry: () => void = () => undefined,
): Promise<void> {
  const fallback = page.getByRole('alert').filter({ hasText: SECTION_FALLBACK });
  for (let tries = 1; ; tries += 1) {
    beforeTry();
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (tries === 8 || !(await fallback.isVisible())) return;
    test.info().setTimeout(test.info().timeout + 5_000);
    await page.waitForTimeout(2_000);
  }
}
