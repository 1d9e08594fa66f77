import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../domain/constants';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../domain/currency';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, onOtherTabChange, parseJson, readRaw, writeRaw } from './web-storage';

export interface CurrencyState {
  currency: Currency;
  setCurrency(currency: Currency): void;
}

/** The currency prices are shown in (localStorage `currency`, the old site's format). */
export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: DEFAULT_CURRENCY,
      setCurrency: (currency) => set({ currency }),
    }),
    {
      name: STORAGE_KEYS.currency,
      storage: codecStorage<Pick<CurrencyState, 'currency'>>({
        read: () => {
          const stored = parseJson(readRaw('localStorage', STORAGE_KEYS.currency));
          return { currency: isCurrency(stored) ? stored : DEFAULT_CURRENCY };
        },
        write: ({ currency }) =>
          writeRaw('localStorage', STORAGE_KEYS.currency, JSON.stringify(currency)),
      }),
      skipHydration: waitsForTakeOver(),
      partialize: ({ currency }) => ({ currency }),
    },
  ),
);

registerPersistedStore(() => useCurrencyStore.persist.rehydrate());
onOtherTabChange([STORAGE_KEYS.currency], () => void useCurrencyStore.persist.rehydrate());
