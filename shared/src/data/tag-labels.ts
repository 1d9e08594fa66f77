import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';

/*
 * The listing tags' display names that have loaded, by language: written by the loader
 * (`loadTagLabels`), read synchronously by `peekTagLabels` — which the data hooks call without
 * bringing the loader's code (hooks.ts).
 */
const loaded = new Map<Language, ReadonlyMap<string, string>>();

/** English shows the tags themselves: no names to load. */
export const NO_TAG_LABELS: ReadonlyMap<string, string> = new Map();

/** Keeps the names of `language` that loaded whole. */
export function keepTagLabels(language: Language, labels: ReadonlyMap<string, string>): void {
  loaded.set(language, labels);
}

/** Forgets every kept name (the loader's `resetDataCache`). */
export function forgetTagLabels(): void {
  loaded.clear();
}

/**
 * The display names of the listing tags in `language` if they have loaded already, else undefined:
 * a card drawn in the same render as its Amharic property names its place in Amharic at once,
 * never first in English.
 */
export function peekTagLabels(language: Language): ReadonlyMap<string, string> | undefined {
  if (language === DEFAULT_LANGUAGE) return NO_TAG_LABELS;
  return loaded.get(language);
}
