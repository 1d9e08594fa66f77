import {
  BLOG_SIDEBARS,
  HOME_PATH,
  HOME_VARIANTS,
  PROPERTY_LAYOUTS,
  SECTION_PATHS,
  isHomeVariant,
  isPropertyLayout,
} from './paths';

it('has twelve home pages, the home path among them', () => {
  expect(new Set(HOME_VARIANTS).size).toBe(12);
  expect(HOME_VARIANTS.map((variant) => `/theme/${variant}`)).toContain(HOME_PATH);
  expect(isHomeVariant('classic')).toBe(true);
  expect(isHomeVariant('nowhere')).toBe(false);
  expect(isHomeVariant(undefined)).toBe(false);
});

it('knows the five property layouts and nothing else', () => {
  expect(PROPERTY_LAYOUTS.every(isPropertyLayout)).toBe(true);
  expect(isPropertyLayout('compare')).toBe(false);
  expect(BLOG_SIDEBARS).toEqual(['left-sidebar', 'right-sidebar', 'no-sidebar']);
});

it('mounts every section at a top-level path with everything below it', () => {
  for (const [name, path] of Object.entries(SECTION_PATHS)) expect(path).toBe(`/${name}/*`);
});
