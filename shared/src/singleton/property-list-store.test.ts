import { LIST_TOASTS } from '../domain/constants';
import type { StoredProperty } from '../domain/property-list';
import type * as CompareModule from './compare-store';
import type { PropertyListStore } from './property-list-store';
import type * as WishlistModule from './wishlist-store';

// One shared spy behind the mock, so that modules loaded in isolation report to it too.
const mockToast = jest.fn();
jest.mock('react-toastify/unstyled', () => ({
  toast: (...args: unknown[]) => mockToast(...args),
}));

type ListKey = 'wishlist' | 'compare';

/** `notify` fetches react-toastify on demand: lets the toasts raised so far reach it. */
async function toastsRaised(): Promise<void> {
  await import('react-toastify/unstyled');
}

/** Loads a fresh store module (a module singleton hydrates from storage when it loads). */
async function loadStore(list: ListKey): Promise<PropertyListStore> {
  let store: PropertyListStore | undefined;
  await jest.isolateModulesAsync(async () => {
    if (list === 'wishlist') {
      const mod: typeof WishlistModule = await import('./wishlist-store');
      store = mod.useWishlistStore;
    } else {
      const mod: typeof CompareModule = await import('./compare-store');
      store = mod.useCompareStore;
    }
  });
  if (!store) throw new Error(`store ${list} did not load`);
  return store;
}

/** The stored value, which must be a plain JSON array (the old site's format, no envelope). */
function storedArray(key: string): unknown[] {
  const raw = localStorage.getItem(key);
  expect(raw).not.toBeNull();
  const parsed: unknown = JSON.parse(raw ?? 'null');
  expect(Array.isArray(parsed)).toBe(true);
  return parsed as unknown[];
}

const house: StoredProperty = {
  id: 'b01',
  title: 'Villa in Bole',
  price: 250000,
  sqft: 320,
  date: '2025-03-14',
  params: ['Villa', 'Bole', '4 beds'],
};
const flat: StoredProperty = { id: 'r07', title: 'Flat in Yeka', price: 650, sqft: 90 };

const lists: { list: ListKey; exists: string; added: string; removed: string }[] = [
  {
    list: 'wishlist',
    exists: 'Property Already exist in wishlist.',
    added: 'Property has been added in wishlist.',
    removed: 'Property has been removed from wishlist.',
  },
  {
    list: 'compare',
    exists: 'Property Already exist in Compare.',
    added: 'Property has been added in Compare.',
    removed: 'Property has been removed from Compare.',
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockToast.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe.each(lists)('$list store', ({ list, exists, added, removed }) => {
  test('the toast texts are the spec’s, word for word', () => {
    expect(LIST_TOASTS[list]).toEqual({ exists, added, removed });
  });

  test('starts empty when nothing is stored', async () => {
    const store = await loadStore(list);
    expect(store.getState().items).toEqual([]);
  });

  test('add appends and stores a plain JSON array of the property objects', async () => {
    const store = await loadStore(list);

    expect(store.getState().add(house)).toBe(true);
    expect(store.getState().add(flat)).toBe(true);

    expect(store.getState().items).toEqual([house, flat]);
    expect(storedArray(list)).toEqual([house, flat]);
    expect(localStorage.getItem(list)).toBe(JSON.stringify([house, flat]));
    await toastsRaised();
    expect(mockToast).toHaveBeenCalledTimes(2);
    expect(mockToast).toHaveBeenNthCalledWith(
      1,
      added,
      expect.objectContaining({ type: 'success' }),
    );
  });

  test('add writes only its own key', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    const other = list === 'wishlist' ? 'compare' : 'wishlist';
    expect(localStorage.getItem(other)).toBeNull();
    expect(Object.keys(localStorage)).toEqual([list]);
  });

  test('adding an id already present is rejected with the "Already exist" toast', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    await toastsRaised();
    mockToast.mockClear();

    const again = store.getState().add({ ...house, title: 'Another copy', price: 1 });
    await toastsRaised();

    expect(again).toBe(false);
    expect(store.getState().items).toEqual([house]);
    expect(storedArray(list)).toEqual([house]);
    expect(mockToast).toHaveBeenCalledTimes(1);
    expect(mockToast).toHaveBeenCalledWith(exists, expect.objectContaining({ type: 'warning' }));
    expect(mockToast).not.toHaveBeenCalledWith(added, expect.anything());
  });

  test('remove by id drops only that property, stores the rest and shows the toast', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    store.getState().add(flat);
    await toastsRaised();
    mockToast.mockClear();

    store.getState().remove('b01');
    await toastsRaised();

    expect(store.getState().items).toEqual([flat]);
    expect(storedArray(list)).toEqual([flat]);
    expect(mockToast).toHaveBeenCalledTimes(1);
    expect(mockToast).toHaveBeenCalledWith(removed, expect.objectContaining({ type: 'info' }));
  });

  test('a removed property can be added again', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    store.getState().remove(house.id);
    expect(store.getState().add(house)).toBe(true);
    expect(store.getState().items).toEqual([house]);
  });

  test('has tells whether an id is in the list', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    expect(store.getState().has('b01')).toBe(true);
    expect(store.getState().has('r07')).toBe(false);
    expect(store.getState().has('')).toBe(false);
  });

  test('clear empties the list and stores an empty array', async () => {
    const store = await loadStore(list);
    store.getState().add(house);
    store.getState().add(flat);

    store.getState().clear();

    expect(store.getState().items).toEqual([]);
    expect(storedArray(list)).toEqual([]);
    expect(store.getState().has('b01')).toBe(false);
  });

  describe('hydration from what is stored', () => {
    test('reads back an old-site array: objects as stored, numeric ids as strings', async () => {
      const oldSite = [
        { id: 12, price: 1200, sqft: 85, date: '12/05/2019', params: ['Apartment'], img: 'a.jpg' },
        { id: 'b3', price: 99000, extra: { nested: true } },
      ];
      localStorage.setItem(list, JSON.stringify(oldSite));

      const store = await loadStore(list);

      expect(store.getState().items).toEqual([
        { ...oldSite[0], id: '12' },
        { id: 'b3', price: 99000, extra: { nested: true } },
      ]);
      expect(store.getState().has('12')).toBe(true);
      // A read does not rewrite the visitor's data.
      expect(localStorage.getItem(list)).toBe(JSON.stringify(oldSite));
    });

    test('what it reads back survives the next write', async () => {
      localStorage.setItem(list, JSON.stringify([{ id: 'b3', price: 99000 }]));
      const store = await loadStore(list);

      store.getState().add(flat);

      expect(storedArray(list)).toEqual([{ id: 'b3', price: 99000 }, flat]);
    });

    test.each([
      ['truncated JSON', '{not json'],
      ['null', 'null'],
      ['an object', '{"a":1}'],
      ['a number', '42'],
      ['a string', '"b01"'],
      ['an empty string', ''],
    ])('a corrupted value (%s) gives an empty list without throwing', async (_label, raw) => {
      localStorage.setItem(list, raw);

      const store = await loadStore(list);

      expect(store.getState().items).toEqual([]);
      expect(store.getState().add(house)).toBe(true);
      expect(storedArray(list)).toEqual([house]);
    });

    test('entries without a usable id are dropped, the others kept in order', async () => {
      localStorage.setItem(
        list,
        JSON.stringify([
          { id: 'b01', price: 1 },
          { price: 2 },
          { id: '', price: 3 },
          { id: '   ', price: 4 },
          { id: null, price: 5 },
          { id: { x: 1 }, price: 6 },
          null,
          'r07',
          7,
          ['b09'],
          { id: 'r02', price: 8 },
        ]),
      );

      const store = await loadStore(list);

      expect(store.getState().items).toEqual([
        { id: 'b01', price: 1 },
        { id: 'r02', price: 8 },
      ]);
    });

    test('a field of the wrong type is dropped and its entry kept', async () => {
      localStorage.setItem(
        list,
        JSON.stringify([
          { id: 'b01', title: { text: 'x' }, type: ['Villa'], city: { name: 'Bole' }, price: 5 },
          { id: 'r02', title: 'Flat', beds: '2' },
        ]),
      );

      const store = await loadStore(list);

      expect(store.getState().items).toEqual([
        { id: 'b01', price: 5 },
        { id: 'r02', title: 'Flat' },
      ]);
      expect(store.getState().has('b01')).toBe(true);
    });

    test('duplicates by id keep the first one', async () => {
      localStorage.setItem(
        list,
        JSON.stringify([
          { id: 'b01', title: 'first' },
          { id: 'r02', title: 'other' },
          { id: 'b01', title: 'second' },
          { id: 5, title: 'number' },
          { id: '5', title: 'string' },
        ]),
      );

      const store = await loadStore(list);

      expect(store.getState().items).toEqual([
        { id: 'b01', title: 'first' },
        { id: 'r02', title: 'other' },
        { id: '5', title: 'number' },
      ]);
    });
  });

  describe('two open tabs', () => {
    test('a change written by another tab shows after its storage event', async () => {
      const store = await loadStore(list);
      store.getState().add(house);

      localStorage.setItem(list, JSON.stringify([house, flat]));
      window.dispatchEvent(new StorageEvent('storage', { key: list }));

      expect(store.getState().items).toEqual([house, flat]);
      expect(store.getState().has('r07')).toBe(true);
    });

    test('another tab clearing storage (key null) empties the list', async () => {
      const store = await loadStore(list);
      store.getState().add(house);

      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));

      expect(store.getState().items).toEqual([]);
    });

    test('a corrupted value from another tab empties the list without throwing', async () => {
      const store = await loadStore(list);
      store.getState().add(house);

      localStorage.setItem(list, '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: list }));

      expect(store.getState().items).toEqual([]);
    });

    test('a change to an unrelated key is ignored', async () => {
      const store = await loadStore(list);
      store.getState().add(house);

      // Written behind the store's back, but announced under another key.
      localStorage.setItem(list, JSON.stringify([flat]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));

      expect(store.getState().items).toEqual([house]);
    });
  });

  test('a full storage quota loses the write only: the list still changes', async () => {
    const store = await loadStore(list);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });

    expect(() => store.getState().add(house)).not.toThrow();

    expect(store.getState().items).toEqual([house]);
    await toastsRaised();
    expect(mockToast).toHaveBeenCalledWith(added, expect.objectContaining({ type: 'success' }));
    expect(localStorage.getItem(list)).toBeNull();
  });

  test('with storage blocked (private mode, denied cookies) the list still works', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    const store = await loadStore(list);

    expect(store.getState().items).toEqual([]);
    expect(() => store.getState().add(house)).not.toThrow();
    expect(store.getState().items).toEqual([house]);
    expect(store.getState().has('b01')).toBe(true);
  });
});

test('the wishlist and compare lists are kept apart', async () => {
  const wishlist = await loadStore('wishlist');
  const compare = await loadStore('compare');

  wishlist.getState().add(house);
  compare.getState().add(flat);

  expect(wishlist.getState().items).toEqual([house]);
  expect(compare.getState().items).toEqual([flat]);
  expect(storedArray('wishlist')).toEqual([house]);
  expect(storedArray('compare')).toEqual([flat]);
});
