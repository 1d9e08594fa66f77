import { KNOWN_CITIES, KNOWN_SUB_CITIES, type SortKey } from '@betoch/shared';

/** A choice of the home search: the filter tag it selects and the i18n key of its label. */
export interface SearchOption {
  tag: string;
  labelKey: string;
}

/** The two deals, by the tag every property carries. */
export const DEAL_TAGS = { sale: 'For sale', rent: 'For rent' } as const;

export const DEAL_OPTIONS: readonly SearchOption[] = [
  { tag: DEAL_TAGS.sale, labelKey: 'search.deal.sale' },
  { tag: DEAL_TAGS.rent, labelKey: 'search.deal.rent' },
];

export const TYPE_OPTIONS: readonly SearchOption[] = [
  { tag: 'Apartment', labelKey: 'search.type.apartment' },
  { tag: 'Condominium', labelKey: 'search.type.condominium' },
  { tag: 'Villa', labelKey: 'search.type.villa' },
  { tag: 'G+2 House', labelKey: 'search.type.g2House' },
  { tag: 'Office', labelKey: 'search.type.office' },
  { tag: 'Shop', labelKey: 'search.type.shop' },
  { tag: 'Land', labelKey: 'search.type.land' },
];

/** Addis Ababa and its sub-cities first, then the other cities (the tags tag-search groups). */
export const LOCATION_OPTIONS: readonly SearchOption[] = [
  ...KNOWN_CITIES.slice(0, 1),
  ...KNOWN_SUB_CITIES,
  ...KNOWN_CITIES.slice(1),
].map((tag) => ({ tag, labelKey: `search.place.${tag.replace(/[^A-Za-z]/g, '')}` }));

export const BED_OPTIONS: readonly SearchOption[] = [1, 2, 3, 4, 5].map((n) => ({
  tag: n === 1 ? '1 bed' : `${n} beds`,
  labelKey: `search.beds.b${n}`,
}));

export const SORT_OPTIONS: readonly { value: SortKey; labelKey: string }[] = [
  { value: 'newest', labelKey: 'search.sort.newest' },
  { value: 'oldest', labelKey: 'search.sort.oldest' },
  { value: 'low-price', labelKey: 'search.sort.lowPrice' },
  { value: 'high-price', labelKey: 'search.sort.highPrice' },
];
