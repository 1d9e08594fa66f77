import type { PersistStorage, StorageValue } from 'zustand/middleware';

type Area = 'localStorage' | 'sessionStorage';

/** The browser's storage area, or null where it is unavailable (private mode, blocked, SSR). */
export function storageArea(area: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area];
  } catch {
    return null;
  }
}

/** Reads a raw value; never throws. */
export function readRaw(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw value, removing the key for null; never throws (a full quota loses the write only). */
export function writeRaw(area: Area, key: string, value: string | null): void {
  try {
    const storage = storageArea(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the in-memory state stays right for this page view.
  }
}

/** Parses JSON, giving undefined instead of throwing on a truncated or hand-edited value. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export interface FieldCodec<S> {
  /** Turns what is stored into state; must return a valid state for any input. */
  read(): S;
  write(state: S): void;
}

/**
 * A zustand `persist` storage that keeps the existing site's formats (plain values under their
 * own keys) instead of zustand's `{state, version}` envelope.
 */
export function codecStorage<S>(codec: FieldCodec<S>): PersistStorage<S> {
  return {
    getItem: (): StorageValue<S> => ({ state: codec.read(), version: 0 }),
    setItem: (_name, value) => codec.write(value.state),
    removeItem: () => undefined,
  };
}

/**
 * Calls `onChange` when another tab changes one of `keys` (the `storage` event), so two open
 * tabs stay in step. Returns the unsubscribe function.
 */
export function onOtherTabChange(keys: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
