import { LANGUAGES, type Language } from './constants';

/**
 * The display names of the listing tags in the languages other than English, by language and then
 * by tag: `am/tags.json` and `om/tags.json` of the data ("Bole" → "ቦሌ", "Boolee"; "Addis Ababa" →
 * "አዲስ አበባ", "Finfinnee"). The tags themselves stay English (filters, addresses, the data's
 * `params`); these are what a visitor may type instead.
 */
export type TagNames = Readonly<Partial<Record<Language, Readonly<Record<string, string>>>>>;

/**
 * The names of these tags in every language but English, in the order of `LANGUAGES` (Amharic,
 * then Afaan Oromo), each name once: what a listing of this type and place is also found by, in
 * the service's text search and in the site's fallback alike (a name that folds to the English
 * one's search key, "Boolee" → bole, would be found anyway; "Finfinnee" would not).
 */
export function tagNamesOf(tags: Iterable<string | undefined>, names: TagNames): string[] {
  const found = new Set<string>();
  const list = [...tags];
  for (const language of LANGUAGES) {
    const table = names[language];
    if (!table) continue;
    for (const tag of list) {
      // Own entries only: a tag named "constructor" must not read the prototype's.
      const name = tag !== undefined && Object.hasOwn(table, tag) ? table[tag] : undefined;
      if (typeof name === 'string' && name.trim() !== '') found.add(name);
    }
  }
  return [...found];
}

/**
 * The listing tags named in a visitor's free text, e.g. "bole apartment" → ["Apartment", "Bole"]
 * (case-insensitive, whole words; longer names first, so "Addis Ababa" is not also read as
 * "Addis"). With `names`, a tag's name in another language names it too: "Boolee" and "ቦሌ" →
 * ["Bole"], "Finfinnee" → ["Addis Ababa"].
 */
export function tagsInText(text: string, tags: readonly string[], names: TagNames = {}): string[] {
  let rest = ` ${text.toLocaleLowerCase().replace(/\s+/g, ' ').trim()} `;
  const spellings = tags.flatMap((tag) =>
    [tag, ...tagNamesOf([tag], names)].map((spelling) => ({ tag, spelling })),
  );
  const found = new Set<string>();
  for (const { tag, spelling } of spellings.sort((a, b) => b.spelling.length - a.spelling.length)) {
    const needle = ` ${spelling.toLocaleLowerCase().replace(/\s+/g, ' ').trim()} `;
    if (needle.trim() !== '' && rest.includes(needle)) {
      found.add(tag);
      rest = rest.replace(needle, ' ');
    }
  }
  return [...found].sort((a, b) => a.localeCompare(b));
}

/** The groups listing tags fall into, in the order the filter panel shows them. */
export const TAG_GROUPS = ['deal', 'type', 'city', 'subCity', 'beds', 'baths', 'other'] as const;

/** A group of listing tags: the deal, a property type, a city, a sub-city, bedrooms, bathrooms… */
export type TagGroupName = (typeof TAG_GROUPS)[number];

/** Tells which group a tag belongs to (`other` when it names nothing known). */
export type TagGrouper = (tag: string) => TagGroupName;

/** What the data says a tag can name: its properties' types, cities and sub-cities. */
export interface TagVocabulary {
  types?: Iterable<string | undefined>;
  cities?: Iterable<string | undefined>;
  subCities?: Iterable<string | undefined>;
}

const BEDS = /^\d+\s+beds?$/i;
const BATHS = /^\d+\s+baths?$/i;
const DEALS = new Set(['for sale', 'for rent']);

// The site's own vocabulary (docs/rules.md#tags), so old `?tag=` links group the same without data.
const KNOWN_TYPES = [
  'Apartment',
  'Condominium',
  'Villa',
  'House',
  'G+2 House',
  'Townhouse',
  'Office',
  'Shop',
  'Land',
];
/** The cities Betoch lists (docs/rules.md#tags), as their listing tags. */
export const KNOWN_CITIES = [
  'Addis Ababa',
  'Adama',
  'Hawassa',
  'Bahir Dar',
  'Dire Dawa',
  'Mekelle',
  'Gondar',
  'Jimma',
];
/** The sub-cities of Addis Ababa, as their listing tags. */
export const KNOWN_SUB_CITIES = [
  'Bole',
  'Yeka',
  'Kirkos',
  'Arada',
  'Lideta',
  'Nifas Silk-Lafto',
  'Kolfe Keranio',
  'Akaky Kaliti',
  'Gullele',
  'Addis Ketema',
  'Lemi Kura',
];

function lowerSet(...lists: Iterable<string | undefined>[]): Set<string> {
  const set = new Set<string>();
  for (const list of lists)
    for (const value of list) if (typeof value === 'string') set.add(value.toLowerCase());
  return set;
}

/**
 * A tag grouper from the site's vocabulary plus what the data names (`vocabulary`): "For sale" →
 * deal, "Villa" → type, "Adama" → city, "Bole" → sub-city, "3 beds" → beds, "2 baths" → baths,
 * anything else → other. Case-insensitive; a name that is both a city and a sub-city is a city.
 */
export function createTagGrouper(vocabulary: TagVocabulary = {}): TagGrouper {
  const types = lowerSet(KNOWN_TYPES, vocabulary.types ?? []);
  const cities = lowerSet(KNOWN_CITIES, vocabulary.cities ?? []);
  const subCities = lowerSet(KNOWN_SUB_CITIES, vocabulary.subCities ?? []);
  return (tag) => {
    const name = tag.trim().toLowerCase();
    if (DEALS.has(name)) return 'deal';
    if (BEDS.test(name)) return 'beds';
    if (BATHS.test(name)) return 'baths';
    if (types.has(name)) return 'type';
    if (cities.has(name)) return 'city';
    if (subCities.has(name)) return 'subCity';
    return 'other';
  };
}

/** The group of a tag by the site's own vocabulary (see `createTagGrouper`). */
export const tagGroupOf: TagGrouper = createTagGrouper();
