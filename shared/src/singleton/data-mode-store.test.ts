import type * as DataModeModule from './data-mode-store';
import type * as HydrationModule from './store-hydration';

interface Loaded {
  store: typeof DataModeModule;
  hydration: typeof HydrationModule;
}

/** A fresh copy of the store (its first state is read when the module loads). */
async function loadStore(): Promise<Loaded> {
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = {
      store: await import('./data-mode-store'),
      hydration: await import('./store-hydration'),
    };
  });
  if (!loaded) throw new Error('the data mode store did not load');
  return loaded;
}

function clearCookie(): void {
  document.cookie = 'betoch_data=; Path=/; Max-Age=0';
}

function saveData(on: boolean | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: on === undefined ? undefined : { saveData: on },
  });
}

beforeEach(() => {
  clearCookie();
  saveData(undefined);
  document.documentElement.removeAttribute('data-data-mode');
});

afterAll(() => {
  clearCookie();
  saveData(undefined);
});

test('starts in the mode the page was drawn in (its <html data-data-mode>)', async () => {
  document.documentElement.setAttribute('data-data-mode', 'low');
  const { store } = await loadStore();
  expect(store.useDataModeStore.getState()).toMatchObject({ mode: 'low', choice: null });
});

test('without a drawn mode: the browser’s Save-Data, unless the cookie holds a choice', async () => {
  saveData(true);
  expect((await loadStore()).store.useDataModeStore.getState().mode).toBe('low');
  document.cookie = 'betoch_data=normal; Path=/';
  expect((await loadStore()).store.useDataModeStore.getState()).toMatchObject({
    mode: 'normal',
    choice: 'normal',
  });
});

test('the switch makes its mode the choice: state, <html> and a year-long cookie', async () => {
  const { store } = await loadStore();
  const { choose } = store.useDataModeStore.getState();
  choose('low');
  expect(store.useDataModeStore.getState()).toMatchObject({ mode: 'low', choice: 'low' });
  expect(document.documentElement.getAttribute('data-data-mode')).toBe('low');
  expect(document.cookie).toContain('betoch_data=low');
  choose('normal');
  expect(document.cookie).toContain('betoch_data=normal');
  expect(document.documentElement.getAttribute('data-data-mode')).toBe('normal');
});

test('the take-over applies the visitor’s mode to a page drawn in the other one', async () => {
  // A page prerendered for everyone, opened by a browser that saves data.
  document.documentElement.setAttribute('data-data-mode', 'normal');
  saveData(true);
  const { store, hydration } = await loadStore();
  expect(store.useDataModeStore.getState().mode).toBe('normal');
  await hydration.rehydrateStores();
  expect(store.useDataModeStore.getState()).toMatchObject({ mode: 'low', choice: null });
  expect(document.documentElement.getAttribute('data-data-mode')).toBe('low');
  // Nothing was written down: the browser's preference is not a choice.
  expect(document.cookie).not.toContain('betoch_data');
});

test('a page drawn low for a request that asked to save data stays low without a choice', async () => {
  document.documentElement.setAttribute('data-data-mode', 'low');
  const { store, hydration } = await loadStore();
  await hydration.rehydrateStores();
  expect(store.useDataModeStore.getState()).toMatchObject({ mode: 'low', choice: null });
  // A choice made since (another tab's switch) wins.
  document.cookie = 'betoch_data=normal; Path=/';
  await hydration.rehydrateStores();
  expect(store.useDataModeStore.getState()).toMatchObject({ mode: 'normal', choice: 'normal' });
  expect(document.documentElement.getAttribute('data-data-mode')).toBe('normal');
});
