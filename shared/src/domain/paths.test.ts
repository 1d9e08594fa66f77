import { BLOG_SIDEBARS, PROPERTY_LAYOUTS, SECTION_PATHS, isPropertyLayout } from './paths';

it('knows the five property layouts and nothing else', () => {
  expect(PROPERTY_LAYOUTS.every(isPropertyLayout)).toBe(true);
  expect(isPropertyLayout('compare')).toBe(false);
  expect(BLOG_SIDEBARS).toEqual(['left-sidebar', 'right-sidebar', 'no-sidebar']);
});

it('mounts every section at a top-level path with everything below it', () => {
  for (const [name, path] of Object.entries(SECTION_PATHS)) expect(path).toBe(`/${name}/*`);
});
