/** @jest-environment node */
import { MAIN_MENU, PAGES_MENU, type MenuItem } from '../shell/src/layout/header/menu-items';
import { resolvePage } from '../shared/src/pages';
import { SECTIONS } from './site-pages';

/*
 * The header's menus keep their own order and labels (shell/src/layout/header/menu-items.ts); the
 * pages they lead to are the sections' own (each section's `./pages`). Held together here: a page
 * a section drops or renames fails this test instead of leaving a dead menu item.
 */

function links(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.path ? [item.path] : []),
    ...links(item.children ?? []),
  ]);
}

const menuLinks = [...new Set(links([...MAIN_MENU, PAGES_MENU]))];

it('has links to check', () => {
  expect(menuLinks.length).toBeGreaterThan(20);
});

test.each(menuLinks)('the menu item %s leads to a page a section knows', (link) => {
  const url = new URL(link, 'http://betoch.invalid');
  expect(resolvePage(SECTIONS, url.pathname, url.search).kind).not.toBe('unknown');
});
