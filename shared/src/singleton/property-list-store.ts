import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ListName } from '../domain/constants';
import { sanitizePropertyList, type StoredProperty } from '../domain/property-list';
import { listToastText } from './spec-text';
import { notify } from './notify';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, onOtherTabChange, parseJson, readRaw, writeRaw } from './web-storage';

export interface PropertyListState {
  items: StoredProperty[];
  /** Appends the property unless its id is present (then the "Already exist" toast). */
  add(property: StoredProperty): boolean;
  /** Removes by id, with the "removed" toast. */
  remove(id: string): void;
  has(id: string): boolean;
  clear(): void;
}

export type PropertyListStore = UseBoundStore<StoreApi<PropertyListState>>;

/** One list store (wishlist or compare) persisted as a plain JSON array under its own key. */
export function createPropertyListStore(list: ListName): PropertyListStore {
  const store = create<PropertyListState>()(
    persist(
      (set, get) => ({
        items: [],
        add(property) {
          if (get().items.some((item) => item.id === property.id)) {
            notify(listToastText(list, 'exists'), 'warning');
            return false;
          }
          set({ items: [...get().items, property] });
          notify(listToastText(list, 'added'), 'success');
          return true;
        },
        remove(id) {
          set({ items: get().items.filter((item) => item.id !== id) });
          notify(listToastText(list, 'removed'), 'info');
        },
        has: (id) => get().items.some((item) => item.id === id),
        clear: () => set({ items: [] }),
      }),
      {
        name: list,
        storage: codecStorage<Pick<PropertyListState, 'items'>>({
          read: () => ({ items: sanitizePropertyList(parseJson(readRaw('localStorage', list))) }),
          write: ({ items }) => writeRaw('localStorage', list, JSON.stringify(items)),
        }),
        skipHydration: waitsForTakeOver(),
        partialize: ({ items }) => ({ items }),
      },
    ),
  );
  registerPersistedStore(() => store.persist.rehydrate());
  onOtherTabChange([list], () => void store.persist.rehydrate());
  return store;
}
