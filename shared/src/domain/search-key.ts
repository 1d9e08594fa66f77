/**
 * The Latin search key of a text (docs/listings-service.md#text-search): Ethiopic syllables
 * transliterated, everything lower-cased, accents, punctuation and doubled letters folded, so that
 * `ቦሌ`, `bole` and `Bole` all give `bole`. It is computed in the application, because no engine
 * does it: the listings service indexes it beside the original text (FTS5's trigram tokenizer
 * matches nothing shorter than 3 characters, `ቦሌ` has 2, and Postgres in the C locale sees no
 * trigrams in Ethiopic), and the browser's static fallback (`searchListingList`) matches by it too.
 */

/** The consonant of each row of 8 syllables from U+1200, in the order of the Unicode block. */
const ROWS: readonly string[] = [
  'h', // ሀ
  'l', // ለ
  'h', // ሐ
  'm', // መ
  's', // ሠ
  'r', // ረ
  's', // ሰ
  'sh', // ሸ
  'k', // ቀ (q, folded to k: Latin spellings write both)
  'kw', // ቈ
  'kh', // ቐ
  'khw', // ቘ
  'b', // በ
  'v', // ቨ
  't', // ተ
  'ch', // ቸ
  'h', // ኀ
  'hw', // ኈ
  'n', // ነ
  'ny', // ኘ
  '', // አ
  'k', // ከ
  'kw', // ኰ
  'kh', // ኸ
  'kw', // ዀ
  'w', // ወ
  '', // ዐ
  'z', // ዘ
  'zh', // ዠ
  'y', // የ
  'd', // ደ
  'd', // ዸ
  'j', // ጀ
  'g', // ገ
  'gw', // ጐ
  'g', // ጘ
  't', // ጠ
  'ch', // ጨ
  'p', // ጰ
  'ts', // ጸ
  'ts', // ፀ
  'f', // ፈ
  'p', // ፐ
];

/** The vowel of each order (ä, u, i, a, e, ə, o, and the labialised wa of the eighth form). */
const ORDERS = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'] as const;

/** Rows whose first order is read "a" (ሀ ha, አ a), not "e" (ለ le). */
const FIRST_ORDER_A = new Set(['h', '']);

/** Rows of labialised consonants (ቈ kwe …): their 8 forms have no sixth-order ə and no ʷa. */
const LABIALISED = new Set(['kw', 'khw', 'hw', 'gw']);

const ETHIOPIC_FIRST = 0x1200;
const ETHIOPIC_SYLLABLES_END = ETHIOPIC_FIRST + ROWS.length * 8;

interface Syllable {
  consonant: string;
  order: number;
}

function syllableOf(code: number): Syllable | undefined {
  if (code < ETHIOPIC_FIRST || code >= ETHIOPIC_SYLLABLES_END) return undefined;
  const offset = code - ETHIOPIC_FIRST;
  return { consonant: ROWS[offset >> 3] as string, order: offset & 7 };
}

function vowelOf(
  { consonant, order }: Syllable,
  firstOfWord: boolean,
  lastOfWord: boolean,
): string {
  if (order === 0 && FIRST_ORDER_A.has(consonant)) return 'a';
  // The sixth order (ə) is mostly silent; at a word's start, before another syllable, Latin
  // spellings write it "i": ልደታ Lideta, ድሬ Dire, ጅማ Jimma, ስልክ Silk.
  if (order === 5) return firstOfWord && !lastOfWord ? 'i' : consonant === '' ? 'e' : '';
  if (LABIALISED.has(consonant)) return order === 3 ? 'a' : order === 2 ? 'i' : 'e';
  return ORDERS[order] ?? '';
}

/** Transliterates the Ethiopic syllables of a text into Latin letters; other characters stay. */
export function transliterate(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const syllable = syllableOf(char.codePointAt(0) ?? 0);
    if (!syllable) {
      // Ethiopic punctuation (፡ word space, ። full stop, ፣ comma …) separates words.
      out += /[\u1360-\u1368]/.test(char) ? ' ' : char;
      continue;
    }
    const previous = syllableOf(chars[i - 1]?.codePointAt(0) ?? 0);
    const next = syllableOf(chars[i + 1]?.codePointAt(0) ?? 0);
    const consonant = LABIALISED.has(syllable.consonant)
      ? syllable.consonant.slice(0, -1) + (syllable.order === 5 ? '' : 'w')
      : syllable.consonant;
    out += consonant + vowelOf(syllable, !previous, !next);
  }
  return out;
}

/**
 * The apostrophes a word may hold: Afaan Oromo's glottal stop (hudhaa) is written `'` in its Latin
 * alphabet (bu'aa, ta'e), and as `’`, `ʼ`, `‘` or an accent by keyboards and word processors, or
 * left out (buaa). They are dropped from the key, before accents are folded (NFKD makes `´` a
 * space) and before doubled letters are made single, so that every spelling of a word gives one
 * key: bu'aa, bu’aa, buʼaa and buaa → bua.
 */
const APOSTROPHES = /['\u2018\u2019\u02bb\u02bc\u0060\u00b4\u2032]/g;

/**
 * The search key of a text: transliterated, lower-cased, apostrophes dropped, accents and `q`
 * folded (ä → a, q → k), every run of non-letters and non-digits one space, and each doubled
 * letter single ("Gullele" → "gulele", like ጉለሌ; Afaan Oromo's long vowels and geminates too,
 * "Boolee" → "bole", "Finfinnee" → "finfine"). Equal keys mean the same words, whatever the script.
 */
export function searchKey(text: string): string {
  return transliterate(text)
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/q/g, 'k')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\p{L})\1+/gu, '$1')
    .trim();
}

/** Trigram indexes (FTS5's tokenizer, pg_trgm) find only strings of at least this many characters. */
const TRIGRAM_LENGTH = 3;

/** How one word of a text query is found in a listing: as written in its text, or by its key. */
export interface WordMatch {
  /** Looked for as written (lower-cased) in the listing's lower-cased text. */
  text?: string;
  /** Looked for in the listing's search key (`searchKey` of its text). */
  key?: string;
  /** A trigram index serves it; false for a word short in both forms (`G+`), read row by row. */
  indexed: boolean;
}

function length(text: string): number {
  return [...text].length;
}

function wordMatch(word: string): WordMatch {
  const key = searchKey(word);
  // The text by a word of a trigram or more, unless the word is its own key ("bole" is found in
  // the key wherever it is in the text); the key by a key of a trigram or more (`ቦሌ`, 2
  // characters, by `bole`).
  const byText = length(word) >= TRIGRAM_LENGTH && key !== word;
  const byKey = length(key) >= TRIGRAM_LENGTH;
  if (byText || byKey) {
    return { ...(byText ? { text: word } : {}), ...(byKey ? { key } : {}), indexed: true };
  }
  // Short in both forms: looked for in both.
  return { text: word, ...(key !== '' ? { key } : {}), indexed: false };
}

/** A text query's words, lower-cased, as typed: `textQueryWords` tells how each is found. */
export function queryWordKeys(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The words of a text query and how each is found (docs/listings-service.md#text-search): every
 * word must be. One rule for the service's engines (SQLite, Postgres) and the browser's fallback,
 * so that they find the same listings.
 */
export function textQueryWords(text: string): WordMatch[] {
  return queryWordKeys(text).map(wordMatch);
}

/** Whether a listing's lower-cased text, or its search key, holds a word by its rule. */
export function holdsWord(match: WordMatch, text: string, key: string): boolean {
  return (
    (match.text !== undefined && text.includes(match.text)) ||
    (match.key !== undefined && key.includes(match.key))
  );
}
