import { THEME_COLOURS } from '../domain/theme';
import type * as ThemeModule from './theme-store';

async function loadTheme(): Promise<typeof ThemeModule> {
  let mod: typeof ThemeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./theme-store');
  });
  if (!mod) throw new Error('theme store did not load');
  return mod;
}

function resetDocument(): void {
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('dir');
  root.removeAttribute('style');
  document.body.className = '';
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDocument();
});

test('the colour keys are the site’s theme CSS variables', () => {
  expect(THEME_COLOURS.map((c) => c.variable)).toEqual(
    expect.arrayContaining(['--theme-default', '--theme-default2']),
  );
});

test('defaults: light, left-to-right, no colour override', async () => {
  const { useThemeStore } = await loadTheme();
  expect(useThemeStore.getState()).toMatchObject({ dark: false, rtl: false, colours: {} });
  expect(localStorage.length).toBe(0);
});

describe('choices are stored in the old site’s keys', () => {
  test.each<[string, (s: ThemeModule.ThemeState) => void, string, string]>([
    ['setDark(true)', (s) => s.setDark(true), 'layout_version', 'dark-layout'],
    ['setDark(false)', (s) => s.setDark(false), 'layout_version', ''],
    ['setRtl(true)', (s) => s.setRtl(true), 'layout_type', 'rtl'],
    ['setRtl(false)', (s) => s.setRtl(false), 'layout_type', ''],
    [
      'setColour(--theme-default)',
      (s) => s.setColour('--theme-default', '#123456'),
      '--theme-default',
      '#123456',
    ],
    [
      'setColour(--theme-default2)',
      (s) => s.setColour('--theme-default2', '#abc'),
      '--theme-default2',
      '#abc',
    ],
  ])('%s', async (_label, act, key, value) => {
    const { useThemeStore } = await loadTheme();
    act(useThemeStore.getState());
    expect(localStorage.getItem(key)).toBe(value);
  });

  test('turning dark off after on stores an empty string', async () => {
    const { useThemeStore } = await loadTheme();
    useThemeStore.getState().setDark(true);
    useThemeStore.getState().setDark(false);
    expect(localStorage.getItem('layout_version')).toBe('');
    expect(useThemeStore.getState().dark).toBe(false);
  });

  test('each colour has its own key; changing one keeps the others', async () => {
    const { useThemeStore } = await loadTheme();
    useThemeStore.getState().setColour('--theme-default', '#123456');
    useThemeStore.getState().setColour('--theme-default2', '#654321');
    useThemeStore.getState().setColour('--theme-default', '#0b7a5c');

    expect(localStorage.getItem('--theme-default')).toBe('#0b7a5c');
    expect(localStorage.getItem('--theme-default2')).toBe('#654321');
    expect(useThemeStore.getState().colours).toEqual({
      '--theme-default': '#0b7a5c',
      '--theme-default2': '#654321',
    });
  });

  test('setColours replaces the palette; resetColours removes the colour keys', async () => {
    const { useThemeStore } = await loadTheme();
    useThemeStore
      .getState()
      .setColours({ '--theme-default': '#1d5fa8', '--theme-default2': '#f08a24' });
    expect(localStorage.getItem('--theme-default')).toBe('#1d5fa8');
    expect(localStorage.getItem('--theme-default2')).toBe('#f08a24');

    useThemeStore.getState().resetColours();

    expect(useThemeStore.getState().colours).toEqual({});
    expect(localStorage.getItem('--theme-default')).toBeNull();
    expect(localStorage.getItem('--theme-default2')).toBeNull();
  });
});

describe('hydration', () => {
  test('reads back what the old site stored', async () => {
    localStorage.setItem('layout_version', 'dark-layout');
    localStorage.setItem('layout_type', 'rtl');
    localStorage.setItem('--theme-default', '#b3342f');
    localStorage.setItem('--theme-default2', '#2F7F8A');

    const { useThemeStore } = await loadTheme();

    expect(useThemeStore.getState()).toMatchObject({
      dark: true,
      rtl: true,
      colours: { '--theme-default': '#b3342f', '--theme-default2': '#2F7F8A' },
    });
  });

  test('the choices survive a reload', async () => {
    const first = await loadTheme();
    first.useThemeStore.getState().setDark(true);
    first.useThemeStore.getState().setRtl(true);
    first.useThemeStore.getState().setColour('--theme-default', '#123456');

    const { useThemeStore } = await loadTheme();

    expect(useThemeStore.getState()).toMatchObject({
      dark: true,
      rtl: true,
      colours: { '--theme-default': '#123456' },
    });
  });

  test.each([
    ['empty strings', '', ''],
    ['other words', 'light-layout', 'ltr'],
    ['different case', 'Dark-Layout', 'RTL'],
  ])('%s mean light and left-to-right', async (_label, version, type) => {
    localStorage.setItem('layout_version', version);
    localStorage.setItem('layout_type', type);

    const { useThemeStore } = await loadTheme();

    expect(useThemeStore.getState()).toMatchObject({ dark: false, rtl: false });
  });

  test.each([
    'red',
    '123456',
    '#12345',
    '#1234567',
    '#ggg',
    'url(javascript:alert(1))',
    '#123456; color: red',
    '',
  ])('an invalid stored colour (%p) is ignored', async (value) => {
    localStorage.setItem('--theme-default', value);
    localStorage.setItem('--theme-default2', '#e0a100');

    const { useThemeStore } = await loadTheme();

    expect(useThemeStore.getState().colours).toEqual({ '--theme-default2': '#e0a100' });
  });

  test('a change made in another tab shows after its storage event', async () => {
    const { useThemeStore } = await loadTheme();

    localStorage.setItem('layout_version', 'dark-layout');
    window.dispatchEvent(new StorageEvent('storage', { key: 'layout_version' }));

    expect(useThemeStore.getState().dark).toBe(true);
  });
});

describe('applyTheme', () => {
  test('dark, right-to-left and the colours go on the page', async () => {
    const { applyTheme } = await loadTheme();

    applyTheme({
      dark: true,
      rtl: true,
      colours: { '--theme-default': '#123456', '--theme-default2': '#abcdef' },
    });

    const root = document.documentElement;
    expect(root).toHaveClass('dark-layout');
    expect(document.body).toHaveClass('dark-layout');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root.style.getPropertyValue('--theme-default')).toBe('#123456');
    expect(root.style.getPropertyValue('--theme-default2')).toBe('#abcdef');
  });

  test('light and left-to-right undo them; a colour left out is removed', async () => {
    const { applyTheme } = await loadTheme();
    applyTheme({
      dark: true,
      rtl: true,
      colours: { '--theme-default': '#123456', '--theme-default2': '#abcdef' },
    });

    applyTheme({ dark: false, rtl: false, colours: { '--theme-default2': '#0b7a5c' } });

    const root = document.documentElement;
    expect(root).not.toHaveClass('dark-layout');
    expect(document.body).not.toHaveClass('dark-layout');
    expect(root.getAttribute('dir')).not.toBe('rtl');
    expect(root.style.getPropertyValue('--theme-default')).toBe('');
    expect(root.style.getPropertyValue('--theme-default2')).toBe('#0b7a5c');
  });

  test('keeps the page’s other classes', async () => {
    const { applyTheme } = await loadTheme();
    document.documentElement.classList.add('js');

    applyTheme({ dark: true, rtl: false, colours: {} });
    applyTheme({ dark: false, rtl: false, colours: {} });

    expect(document.documentElement).toHaveClass('js');
  });

  test('applies the stored choices read back by the store', async () => {
    localStorage.setItem('layout_version', 'dark-layout');
    localStorage.setItem('layout_type', 'rtl');
    localStorage.setItem('--theme-default', '#7a4a2a');
    const { useThemeStore, applyTheme } = await loadTheme();

    applyTheme(useThemeStore.getState());

    const root = document.documentElement;
    expect(root).toHaveClass('dark-layout');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root.style.getPropertyValue('--theme-default')).toBe('#7a4a2a');
  });
});
