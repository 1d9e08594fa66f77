import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now
 * (docs/targets.md#accessibility), one line each; every WCAG 2.1 A/AA rule, or only `rules`.
 * Nothing is left out: third-party widgets such as Leaflet's maps are part of the page the visitor
 * gets, so their violations are ours to fix.
 */
export async function seriousA11yViolations(
  page: Page,
  rules?: readonly string[],
): Promise<string[]> {
  // Legacy mode: axe runs in the page itself, where the default opens a blank page in the
  // context to put the frames' results together, each time (about a second a reading on the
  // 2-core machine). What it gives up, cross-origin frames, the site has none of.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (rules ? builder.withRules([...rules]) : builder.withTags(TAGS))
    // Only violations are read: axe then skips collecting every passing node (faster).
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails when axe-core finds a serious or critical accessibility violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), 'serious or critical axe violations').toEqual([]);
}
