import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../domain/constants';
import { applyOverlay, overlayFile, visitorTexts } from './localize';
import { ASSET_NAMES, assetFile, parseAsset } from './schemas';
import type { AssetName, AssetTypes } from './types';

/*
 * The committed data set in every language: each visitor-facing text of each English record has a
 * translation (in Ethiopic script for Amharic, in Qubee — Latin letters, no Ethiopic — for Afaan
 * Oromo), every overlay applies without a warning, and every listing tag has a display name. Brand
 * names, numbers and e-mail addresses may appear inside a translation, but a translation must not
 * be the English text left as it was.
 */

const DATA_DIR = join(__dirname, '../../assets/data');
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Ethiopic script (the Ge'ez syllabary and its supplement). */
const ETHIOPIC = /[\u1200-\u137F\u1380-\u139F\u2D80-\u2DDF]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * Whether a text is translated: Amharic in Ethiopic and not the English; Oromo in Latin letters
 * (Qubee; it may quote "አማርኛ", the language menu's entry) and, when it is a phrase of three words
 * or more, not the English as it was (a name, "Gondar", "Betoch Realty", is written alike).
 */
const TRANSLATED: Readonly<Record<string, (text: string, english: string | undefined) => boolean>> =
  {
    am: (text, english) => ETHIOPIC.test(text) && text !== english,
    om: (text, english) =>
      LATIN_LETTER.test(text) && (text !== english || text.trim().split(/\s+/).length < 3),
  };

/** A tag's display name in the language's script. */
const IN_SCRIPT: Readonly<Record<string, (text: string) => boolean>> = {
  am: (text) => ETHIOPIC.test(text),
  om: (text) => LATIN_LETTER.test(text) && !ETHIOPIC.test(text),
};

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
}

function english<N extends AssetName>(name: N): AssetTypes[N] {
  return parseAsset(name, readJson(assetFile(name)));
}

/** The whole numbers in a text ("10,000-litre" → "10000"), to check they survive translation. */
function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[,.]/g, '')).sort();
}

describe.each(OTHER_LANGUAGES)('the data set in %s', (language) => {
  let warn: jest.SpyInstance;
  const inScript = IN_SCRIPT[language] ?? (() => false);
  const isTranslated = TRANSLATED[language] ?? (() => false);

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
  });

  test.each(ASSET_NAMES)('%s: every visitor-facing text is translated', (name) => {
    const base = english(name);
    const translated = applyOverlay(
      name,
      base,
      readJson(overlayFile(name, language)),
      overlayFile(name, language),
    );

    expect(warn.mock.calls).toEqual([]);
    const englishTexts = new Map(visitorTexts(name, base).map(({ path, text }) => [path, text]));
    const untranslated = visitorTexts(name, translated)
      .filter(
        ({ path, text }) => LATIN_LETTER.test(text) && !isTranslated(text, englishTexts.get(path)),
      )
      .map(({ path, text }) => `${path}: ${text}`);
    expect(untranslated).toEqual([]);
    // Prices, areas, counts and dates in a text must survive its translation.
    const lostNumbers = visitorTexts(name, translated)
      .filter(({ path, text }) => {
        const source = englishTexts.get(path);
        return source !== undefined && numbersIn(source).join() !== numbersIn(text).join();
      })
      .map(({ path, text }) => `${path}: ${englishTexts.get(path)} → ${text}`);
    expect(lostNumbers).toEqual([]);
  });

  test('every listing tag, type, city and sub-city has a display name', () => {
    const labels = readJson(`${language}/tags.json`) as Record<string, unknown>;
    const tags = new Set<string>();
    for (const property of english('property-details')) {
      [...property.params, property.type, property.city, property.subCity ?? property.city].forEach(
        (tag) => tags.add(tag),
      );
    }

    const missing = [...tags].filter((tag) => {
      const label = labels[tag];
      return typeof label !== 'string' || !inScript(label);
    });
    expect(missing).toEqual([]);
  });

  test('the language folder holds only overlays of known assets and the tag names', () => {
    const expected = [...ASSET_NAMES.map((name) => `${name}.json`), 'tags.json'].sort();
    expect(readdirSync(join(DATA_DIR, language)).sort()).toEqual(expected);
  });
});
