import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  DATA_MODE_ATTRIBUTE,
  dataModeCookie,
  dataModeFor,
  dataModeOfCookies,
  isDataMode,
  type DataMode,
} from '../domain/data-mode';
import { registerPersistedStore } from './store-hydration';

export interface DataModeState {
  /** The mode the page is drawn in. */
  mode: DataMode;
  /** The visitor's own choice (the header's switch), or null: their browser's `Save-Data` decides. */
  choice: DataMode | null;
  /** The switch: makes `mode` the visitor's choice, in this page and (by its cookie) the next ones. */
  choose(mode: DataMode): void;
}

/** The browser's "save data" preference (Chromium's `navigator.connection.saveData`). */
function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const { connection } = navigator as Navigator & { connection?: { saveData?: unknown } };
  return connection?.saveData === true;
}

/** The choice in the `betoch_data` cookie; null without one (or with cookies refused). */
function cookieChoice(): DataMode | null {
  try {
    return typeof document === 'undefined' ? null : dataModeOfCookies(document.cookie);
  } catch {
    return null;
  }
}

/** `<html data-data-mode>`: what CSS reads (fonts), kept in step with the store. */
function markDocument(mode: DataMode): void {
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute(DATA_MODE_ATTRIBUTE, mode);
  }
}

/**
 * The mode the page was drawn in, which the browser's first render must match: the server's (its
 * `<html data-data-mode>`), or on a page the browser renders alone the head script's, made by the
 * same rule from the cookie and the browser's preference. Normal on the server: a render sets it.
 */
function drawnMode(): DataMode {
  if (typeof document === 'undefined') return 'normal';
  const drawn = document.documentElement.getAttribute(DATA_MODE_ATTRIBUTE);
  return isDataMode(drawn) ? drawn : dataModeFor(cookieChoice(), browserSavesData());
}

/**
 * The low-data mode of the page (docs/low-data.md). Not zustand's `persist`: what is kept is the
 * visitor's choice, in a cookie the servers read, while the mode also follows the browser's
 * preference, which is never written down (a visitor who turns Save-Data off gets pictures again).
 */
export const useDataModeStore = create<DataModeState>()((set) => ({
  mode: drawnMode(),
  choice: cookieChoice(),
  choose: (mode) => {
    set({ mode, choice: mode });
    markDocument(mode);
    try {
      document.cookie = dataModeCookie(mode, window.location.protocol === 'https:');
    } catch {
      // Cookies refused: the choice holds for this page only.
    }
  },
}));

const currentMode = () => useDataModeStore.getState().mode;

/**
 * The page's data mode, for the parts that draw it. Not `useDataModeStore(selector)`: zustand's
 * hook gives a server render (and a take-over) the store's first state, and a render sets the
 * mode per visitor; here both read the mode of the moment, which in the browser is the one the
 * page was drawn in until the take-over is done.
 */
export function useDataMode(): DataMode {
  return useSyncExternalStore(useDataModeStore.subscribe, currentMode, currentMode);
}

// After the take-over of a server-rendered page, the visitor's mode applies as the other stores'
// state does: a page drawn in another mode (a prerendered normal file for a phone that saves data,
// a choice made since in another tab) changes to it. A page drawn low without a choice was drawn
// for a request that asked to save data (`Save-Data: on`), which the browser's own flag may not
// say (a proxy's header, a browser without `navigator.connection`): it stays low.
registerPersistedStore(() => {
  const choice = cookieChoice();
  const drawnLow = document.documentElement.getAttribute(DATA_MODE_ATTRIBUTE) === 'low';
  const mode = dataModeFor(choice, browserSavesData() || drawnLow);
  useDataModeStore.setState({ mode, choice });
  markDocument(mode);
});
