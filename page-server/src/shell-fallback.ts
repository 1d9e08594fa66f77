/**
 * The page shell survives its section (issue 26, item 3): when a section's own render of a page
 * fails in its worker (spinning, killed, hung past its budget, its lane cooling down or full), the
 * shell's lane renders the page around it: header, menu, footer and the section's message in the
 * HTML, none of the section's code run. The browser takes over from there ("Try again").
 */
import { REMOTE_NAMES, type RemoteName } from '@betoch/shared/config/runtime-config';
import type { PageRequest, PageResult } from '@betoch/shared/server/render-protocol';
import { SHELL_LANE } from './lanes';
import type { RenderPool } from './render-pool';

/**
 * The shell's render of a page around a failed section, after the section's own budget: a warm
 * shell worker draws such a page in 20–60 ms (it is warmed at the server's start); the rest covers
 * a busy machine. Taken from the section's budget instead (2.5 s less this), a cold section's first
 * render on a busy CI machine ran out of time (three end-to-end tests, whose pages then went out
 * without their section): a page whose section fails goes out by the budget plus this.
 */
export const SHELL_FALLBACK_MS = 600;

/** Whether a worker's answer means the section did not render the page. */
function failed(result: PageResult | null): boolean {
  return result === null || (result.kind === 'client' && result.late === true);
}

/**
 * Renders `request` in its section's lane within `budgetMs`; when that fails, in the shell's lane
 * with the section withheld, within what is left of the budget or `SHELL_FALLBACK_MS`, whichever
 * is longer. Pages of no section render in their own lane alone. Null when neither rendered it
 * (the browser then renders the whole page).
 */
export async function renderWithShellFallback(
  pool: Pick<RenderPool, 'render'>,
  lane: string,
  request: PageRequest,
  budgetMs: number,
  log: (line: string) => void,
): Promise<PageResult | null> {
  const section = REMOTE_NAMES.find((name): name is RemoteName => name === lane);
  if (!section) return pool.render(lane, request, budgetMs);
  const started = Date.now();
  const own = await pool.render(lane, request, budgetMs);
  if (!failed(own)) return own;
  log(
    `server render of ${request.url}: the ${section} section did not render it; ` +
      'the shell renders the page around its message',
  );
  // A section that failed at once (killed, cooling down) leaves the rest of its budget too.
  const left = Math.max(SHELL_FALLBACK_MS, budgetMs - (Date.now() - started));
  const around = await pool.render(SHELL_LANE, { ...request, failedSection: section }, left);
  return around ?? own;
}
