import { ETB_PER_USD } from './currency';
import { dealOf } from './property-id';
import {
  comparablePriceUsd,
  newListingId,
  priceRange,
  validateListingDraft,
  type ListingDraftError,
} from './listing-draft-rules';

/** A villa for sale in Bole that every rule accepts. */
const VILLA = {
  deal: 'sale',
  type: 'Villa',
  price: { amount: 45_000_000, currency: 'ETB' },
  area: 320,
  beds: 5,
  baths: 4,
  city: 'Addis Ababa',
  subCity: 'Bole',
  address: 'Near Edna Mall, Bole',
  location: { lat: 8.995, lng: 38.79 },
  features: ['Garden', 'Water tank'],
  title: { en: 'Five-bedroom villa in Bole' },
  description: { en: 'A bright family villa with a garden, a water tank and a guard house.' },
};

const errorsOf = (input: unknown): ListingDraftError[] => {
  const result = validateListingDraft(input);
  return result.ok ? [] : result.errors;
};

describe('validateListingDraft', () => {
  it('accepts a complete listing and gives it cleaned', () => {
    const result = validateListingDraft({
      ...VILLA,
      address: '  Near Edna   Mall,  Bole ',
      features: [' Garden ', 'Garden', 'Water tank'],
      description: {
        en: '  A bright family villa\r\n\r\n\r\n\r\nwith a garden   and a guard house. ',
      },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...VILLA,
        deal: 'sale',
        address: 'Near Edna Mall, Bole',
        features: ['Garden', 'Water tank'],
        description: { en: 'A bright family villa\n\nwith a garden and a guard house.' },
      },
    });
  });

  it('needs one language of the title and description, not both', () => {
    const amharicOnly = {
      ...VILLA,
      title: { am: 'ቦሌ ውስጥ ባለ አምስት መኝታ ቪላ' },
      description: { am: 'የአትክልት ቦታ፣ የውሃ ታንከር እና የጥበቃ ቤት ያለው ብሩህ የቤተሰብ ቪላ ነው።' },
    };
    expect(errorsOf(amharicOnly)).toEqual([]);
    expect(errorsOf({ ...VILLA, title: {}, description: { en: ' ', am: '' } })).toEqual([
      { field: 'title', code: 'required' },
      { field: 'description', code: 'required' },
    ]);
    expect(errorsOf({ ...VILLA, title: { en: 'Villa', am: 'ቪላ' } })).toEqual([
      { field: 'title', code: 'tooShort', language: 'en' },
      { field: 'title', code: 'tooShort', language: 'am' },
    ]);
  });

  it('takes a title and description in Afaan Oromo alone, and names it in its errors', () => {
    const oromoOnly = {
      ...VILLA,
      title: { om: '  Viilaa  kutaa ciisichaa shanii Boolee keessaa ' },
      description: {
        om: "Viilaa maatii ifa qabu, iddoo biqiltuu, taankii bishaanii fi mana eegdotaa qabu. Bu'aa guddaa.",
      },
    };
    const result = validateListingDraft(oromoOnly);
    expect(result.ok && result.value.title).toEqual({
      om: 'Viilaa kutaa ciisichaa shanii Boolee keessaa',
    });
    expect(result.ok && result.value.description).toEqual(oromoOnly.description);
    expect(errorsOf({ ...VILLA, title: { om: 'Viilaa' }, description: { om: ' ' } })).toEqual([
      { field: 'title', code: 'tooShort', language: 'om' },
      { field: 'description', code: 'required' },
    ]);
    expect(errorsOf({ ...VILLA, title: { en: 'Five-bedroom villa in Bole', om: 42 } })).toEqual([
      { field: 'title', code: 'invalid', language: 'om' },
    ]);
    // Three languages at once are kept, each as written.
    const all = {
      en: 'Five-bedroom villa in Bole',
      am: 'ቦሌ ውስጥ ባለ አምስት መኝታ ቪላ',
      om: 'Viilaa Boolee keessaa',
    };
    const three = validateListingDraft({ ...VILLA, title: all });
    expect(three.ok && three.value.title).toEqual(all);
  });

  it('refuses markup-breaking control characters, but shows markup as text (it is not refused)', () => {
    expect(errorsOf({ ...VILLA, title: { en: 'Villa \u202e in Bole, gated' } })).toEqual([
      { field: 'title', code: 'controlCharacters', language: 'en' },
    ]);
    expect(errorsOf({ ...VILLA, title: { en: '<b>Villa</b> in Bole <script>' } })).toEqual([]);
  });

  it('asks rooms only of the types that have them, and drops them from the others', () => {
    expect(errorsOf({ ...VILLA, beds: undefined, baths: 1.5 })).toEqual([
      { field: 'beds', code: 'required' },
      { field: 'baths', code: 'invalid' },
    ]);
    const land = validateListingDraft({ ...VILLA, type: 'Land', beds: 9, baths: 9 });
    expect(land.ok && [land.value.beds, land.value.baths]).toEqual([undefined, undefined]);
    expect(errorsOf({ ...VILLA, beds: 51 })).toEqual([{ field: 'beds', code: 'tooLarge' }]);
  });

  it('takes a sub-city in Addis Ababa and a neighbourhood elsewhere', () => {
    expect(errorsOf({ ...VILLA, subCity: 'Piassa' })).toEqual([
      { field: 'subCity', code: 'invalid' },
    ]);
    const hawassa = validateListingDraft({
      ...VILLA,
      city: 'Hawassa',
      subCity: 'Bole',
      neighbourhood: ' Piassa ',
    });
    expect(hawassa.ok && [hawassa.value.subCity, hawassa.value.neighbourhood]).toEqual([
      undefined,
      'Piassa',
    ]);
    expect(errorsOf({ ...VILLA, city: 'Nairobi' })).toEqual([{ field: 'city', code: 'invalid' }]);
  });

  it('keeps a pin inside Ethiopia', () => {
    expect(errorsOf({ ...VILLA, location: { lat: 9.03, lng: 38.74 } })).toEqual([]);
    // Nairobi, and a point with its coordinates swapped.
    expect(errorsOf({ ...VILLA, location: { lat: -1.29, lng: 36.82 } })).toEqual([
      { field: 'location', code: 'outsideEthiopia' },
    ]);
    expect(errorsOf({ ...VILLA, location: { lat: 38.74, lng: 9.03 } })).toEqual([
      { field: 'location', code: 'outsideEthiopia' },
    ]);
    expect(errorsOf({ ...VILLA, location: { lat: '9', lng: 38 } })).toEqual([
      { field: 'location', code: 'invalid' },
    ]);
  });

  it('holds prices to sane ranges for the deal and currency, a rent per month or year', () => {
    expect(priceRange('sale', 'ETB')).toEqual({ min: 10_000, max: 10_000_000_000 });
    expect(priceRange('rent', 'ETB', 'year')).toEqual({ min: 6_000, max: 600_000_000 });
    expect(priceRange('rent', 'USD').min).toBe(Math.ceil(500 / ETB_PER_USD));
    const rent = { ...VILLA, deal: 'rent', rentPeriod: 'month' };
    expect(errorsOf({ ...rent, price: { amount: 45_000, currency: 'ETB' } })).toEqual([]);
    expect(errorsOf({ ...rent, price: { amount: 100, currency: 'ETB' } })).toEqual([
      { field: 'price', code: 'tooSmall' },
    ]);
    expect(errorsOf({ ...VILLA, price: { amount: 2e10, currency: 'ETB' } })).toEqual([
      { field: 'price', code: 'tooLarge' },
    ]);
    expect(errorsOf({ ...rent, rentPeriod: undefined })).toEqual([
      { field: 'rentPeriod', code: 'required' },
    ]);
    expect(errorsOf({ ...VILLA, price: { amount: '45m', currency: 'EUR' } })).toEqual([
      { field: 'currency', code: 'invalid' },
      { field: 'price', code: 'invalid' },
    ]);
  });

  it('compares prices as the site does: US dollars, a rent per month', () => {
    expect(comparablePriceUsd({ deal: 'sale', price: { amount: 313_000, currency: 'USD' } })).toBe(
      313_000,
    );
    expect(
      comparablePriceUsd({ deal: 'sale', price: { amount: ETB_PER_USD * 1000, currency: 'ETB' } }),
    ).toBe(1000);
    expect(
      comparablePriceUsd({
        deal: 'rent',
        rentPeriod: 'year',
        price: { amount: 12_000, currency: 'USD' },
      }),
    ).toBe(1000);
  });

  it('names every missing field of an empty form, and never throws on odd input', () => {
    expect(errorsOf({}).map((error) => error.field)).toEqual([
      'deal',
      'type',
      'currency',
      'price',
      'area',
      'city',
      'address',
      'location',
      'title',
      'description',
    ]);
    for (const odd of [null, 'villa', 42, [], { features: 'Garden' }]) {
      expect(() => validateListingDraft(odd)).not.toThrow();
    }
    expect(errorsOf({ ...VILLA, features: Array.from({ length: 31 }, (_, i) => `F${i}`) })).toEqual(
      [{ field: 'features', code: 'tooMany' }],
    );
  });
});

describe('newListingId', () => {
  it('follows the id rule: a sale’s id has a b, a rent’s has none', () => {
    let seed = 0;
    const random = (max: number) => (seed++ * 7) % max;
    for (let i = 0; i < 200; i += 1) {
      const sale = newListingId('sale', random);
      const rent = newListingId('rent', random);
      expect(dealOf(sale)).toBe('sale');
      expect(dealOf(rent)).toBe('rent');
      expect(rent).toMatch(/^r[a-z2-9]{10}$/);
    }
  });
});
