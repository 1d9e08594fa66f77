import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails when axe-core finds a serious or critical accessibility violation on the page as it is now
 * (docs/targets.md#accessibility). Nothing is left out: third-party widgets such as Leaflet's maps
 * are part of the page the visitor gets, so their violations are ours to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: axe then skips collecting every passing node (faster).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
