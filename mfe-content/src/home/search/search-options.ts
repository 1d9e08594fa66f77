import type { SortKey } from '@betoch/shared';

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

/** Sub-cities of Addis Ababa first, then the other cities (tags as in the data). */
export const LOCATION_OPTIONS: readonly SearchOption[] = [
  'Addis Ababa',
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
  'Adama',
  'Hawassa',
  'Bahir Dar',
  'Dire Dawa',
  'Mekelle',
  'Gondar',
  'Jimma',
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
