import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  LANGUAGES,
  isLanguage,
  type Language,
} from '../../shared/src/domain/constants';
import {
  SORT_KEYS,
  isSortKey,
  type NumberRange,
  type SortKey,
} from '../../shared/src/domain/filter';
import { parseBoundingBox, type BoundingBox } from '../../shared/src/data/listing-search';

/** Which deal a search keeps: for-sale ids, for-rent ids, or both (docs/rules.md#property-ids). */
export type DealChoice = 'sale' | 'rent' | 'all';
const DEAL_CHOICES: readonly DealChoice[] = ['sale', 'rent', 'all'];

/**
 * A search's order: one of the site's sorts, or `listed`, the data order (the portfolio's and an
 * agent's page show listings as the data lists them).
 */
export type ListingSort = SortKey | 'listed';
const LISTING_SORTS: readonly ListingSort[] = [...SORT_KEYS, 'listed'];

export type { BoundingBox };

/** A listing search, read from the address's query string by `readListingSearch`. */
export interface ListingSearch {
  tags: string[];
  /** US dollars; a missing bound is open. */
  price: NumberRange;
  /** m²; a missing bound is open. */
  area: NumberRange;
  sort: ListingSort;
  /** As asked; the pager brings it into range (docs/rules.md#pager). */
  page: number;
  pageSize: number;
  deal: DealChoice;
  /** The text query, trimmed; '' for none. */
  text: string;
  box: BoundingBox | undefined;
  language: Language;
  /** Only the listings of this agent (`agentId`) or this account (`ownerCode`), when given. */
  agent?: string | undefined;
  owner?: string | undefined;
}

/** One malformed parameter, in the shape the site's error handler reads (docs/rules.md#error-handler). */
export interface FieldError {
  field: string;
  description: string;
}

/**
 * The error of a `lang` that is not a language of the site, for every route that reads one: the
 * site's own list (`LANGUAGES`: en, am, om), so that a language added there is accepted here.
 */
export const LANGUAGE_ERROR: Readonly<FieldError> = {
  field: 'lang',
  description: `lang must be one of ${LANGUAGES.join(', ')}.`,
};

/** The limits of a search's input: past them a search is refused, never cut short silently. */
export const SEARCH_LIMITS = {
  /** The whole query string, in characters. */
  queryString: 4096,
  /** The text query, in characters. */
  text: 200,
  tags: 40,
  tagLength: 100,
  /** An agent id or an owner code. */
  person: 100,
  /** The largest page a client may ask for; the site shows 6. */
  pageSize: 60,
} as const;

/** The result of reading a query string: a search, or every malformed parameter. */
export type SearchReading =
  { search: ListingSearch; errors?: undefined } | { errors: FieldError[] };

function present(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

/**
 * Reads a listing search from a query string (without '?'). Absent or empty parameters take the
 * site's defaults (newest first, page 1, 6 a page, both deals, English); a page out of range is
 * brought into range later, as the browser does. Malformed values (an unknown sort, a bound that
 * is not a number ≥ 0, a page that is not a whole number, a page size past its cap, an oversized
 * query) are refused with one error per parameter.
 */
export function readListingSearch(query: string): SearchReading {
  if (query.length > SEARCH_LIMITS.queryString) {
    return {
      errors: [
        {
          field: 'query',
          description: `The query string must not be longer than ${SEARCH_LIMITS.queryString} characters.`,
        },
      ],
    };
  }
  const params = new URLSearchParams(query);
  const errors: FieldError[] = [];
  const fail = (field: string, description: string) => errors.push({ field, description });

  const tags = [...new Set(params.getAll('tag').map((tag) => tag.trim()))].filter(Boolean);
  if (tags.length > SEARCH_LIMITS.tags) fail('tag', `At most ${SEARCH_LIMITS.tags} tags.`);
  if (tags.some((tag) => tag.length > SEARCH_LIMITS.tagLength)) {
    fail('tag', `A tag must not be longer than ${SEARCH_LIMITS.tagLength} characters.`);
  }

  const bound = (name: string): number | undefined => {
    const raw = present(params, name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) {
      fail(name, `${name} must be a number of 0 or more.`);
      return undefined;
    }
    return value;
  };
  const price = { min: bound('minPrice'), max: bound('maxPrice') };
  const area = { min: bound('minArea'), max: bound('maxArea') };

  const sortText = present(params, 'sort');
  let sort: ListingSort = 'newest';
  if (isSortKey(sortText) || sortText === 'listed') sort = sortText;
  else if (sortText !== undefined) fail('sort', `sort must be one of ${LISTING_SORTS.join(', ')}.`);

  const person = (name: 'agent' | 'owner'): string | undefined => {
    const value = present(params, name);
    if (value !== undefined && value.length > SEARCH_LIMITS.person) {
      fail(name, `${name} must not be longer than ${SEARCH_LIMITS.person} characters.`);
    }
    return value;
  };
  const agent = person('agent');
  const owner = person('owner');

  const whole = (name: string, fallback: number): number => {
    const raw = present(params, name);
    if (raw === undefined) return fallback;
    if (!/^[+-]?\d+$/.test(raw)) {
      fail(name, `${name} must be a whole number.`);
      return fallback;
    }
    // A whole number past the safe range is still one: the pager brings it into range.
    const value = Number(raw);
    return Number.isSafeInteger(value) ? value : Math.sign(value) * Number.MAX_SAFE_INTEGER;
  };
  const page = whole('page', DEFAULT_PAGE);
  const pageSize = whole('pageSize', DEFAULT_PAGE_SIZE);
  if (pageSize < 1 || pageSize > SEARCH_LIMITS.pageSize) {
    fail('pageSize', `pageSize must be between 1 and ${SEARCH_LIMITS.pageSize}.`);
  }

  const dealText = present(params, 'deal') ?? 'all';
  const deal = DEAL_CHOICES.find((choice) => choice === dealText);
  if (!deal) fail('deal', `deal must be one of ${DEAL_CHOICES.join(', ')}.`);

  const languageText = present(params, 'lang') ?? DEFAULT_LANGUAGE;
  const language = isLanguage(languageText) ? languageText : undefined;
  if (!language) errors.push({ ...LANGUAGE_ERROR });

  const text = (params.get('q') ?? '').trim();
  if ([...text].length > SEARCH_LIMITS.text) {
    fail('q', `The text query must not be longer than ${SEARCH_LIMITS.text} characters.`);
  }

  const box = readBox(present(params, 'bbox'), fail);

  if (errors.length > 0 || !deal || !language) return { errors };
  return {
    search: { tags, price, area, sort, page, pageSize, deal, text, box, language, agent, owner },
  };
}

function readBox(
  raw: string | undefined,
  fail: (field: string, description: string) => void,
): BoundingBox | undefined {
  if (raw === undefined) return undefined;
  const box = parseBoundingBox(raw);
  if (!box) {
    fail(
      'bbox',
      'bbox must be south,west,north,east in degrees, with south ≤ north and west ≤ east.',
    );
  }
  return box;
}
