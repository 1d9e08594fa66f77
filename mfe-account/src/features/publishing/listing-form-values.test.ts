import { validateListingDraft } from '@betoch/shared/domain/listing-draft-rules';
import {
  EMPTY_LISTING_FORM,
  draftInputOf,
  formErrorsOf,
  formValuesOf,
  type ListingFormValues,
} from './listing-form-values';

const FILLED: ListingFormValues = {
  ...EMPTY_LISTING_FORM,
  deal: 'rent',
  rentPeriod: 'month',
  type: 'Apartment',
  amount: '45,000',
  currency: 'ETB',
  area: '120',
  beds: '3',
  baths: '2',
  city: 'Addis Ababa',
  subCity: 'Bole',
  neighbourhood: 'left over from another city',
  address: 'Near Edna Mall, Bole',
  lat: '8.9956',
  lng: '38.7895',
  features: 'Parking\n\n  Balcony \nParking',
  titleEn: 'Bright three-bedroom flat near Edna Mall',
  descriptionAm: 'ከኤድና ሞል አጠገብ የሚገኝ ብሩህ ባለ ሶስት መኝታ ቤት አፓርትመንት፣ መኪና ማቆሚያ ያለው።',
};

describe('draftInputOf', () => {
  it('reads the form as a listing the rules accept, one language sufficing for each text', () => {
    const result = validateListingDraft(draftInputOf(FILLED));
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        deal: 'rent',
        rentPeriod: 'month',
        price: { amount: 45000, currency: 'ETB' },
        area: 120,
        beds: 3,
        baths: 2,
        subCity: 'Bole',
        location: { lat: 8.9956, lng: 38.7895 },
        features: ['Parking', 'Balcony'],
        title: { en: 'Bright three-bedroom flat near Edna Mall' },
        description: { am: FILLED.descriptionAm },
      }),
    });
    if (result.ok) expect(result.value).not.toHaveProperty('neighbourhood');
  });

  it('takes a listing written in Afaan Oromo alone', () => {
    const result = validateListingDraft(
      draftInputOf({
        ...FILLED,
        titleEn: '',
        descriptionAm: '',
        titleOm: 'Apaartmantii kutaa ciisichaa sadii Edna Mall bira',
        descriptionOm:
          'Apaartmantii ifaa kutaa ciisichaa sadii, Edna Mall bira, iddoo konkolaataa qabu.',
      }),
    );
    expect(result.ok && [result.value.title, Object.keys(result.value.description)]).toEqual([
      { om: 'Apaartmantii kutaa ciisichaa sadii Edna Mall bira' },
      ['om'],
    ]);
  });

  it('keeps what is not a number as typed, so the rules call it invalid rather than missing', () => {
    const result = validateListingDraft(
      draftInputOf({ ...FILLED, amount: 'forty thousand', lat: '', lng: '' }),
    );
    expect(result.ok ? {} : formErrorsOf(result.errors)).toEqual({
      amount: 'invalid',
      lat: 'required',
    });
  });
});

describe('formErrorsOf', () => {
  it('shows each text’s refusal on its language’s box, and a missing text on the English one', () => {
    expect(
      formErrorsOf([
        { field: 'title', code: 'required' },
        { field: 'description', code: 'tooShort', language: 'am' },
        { field: 'title', code: 'tooLong', language: 'om' },
        { field: 'location', code: 'outsideEthiopia' },
        { field: 'price', code: 'tooLarge' },
        { field: 'price', code: 'invalid' },
      ]),
    ).toEqual({
      titleEn: 'required',
      descriptionAm: 'tooShort',
      titleOm: 'tooLong',
      lat: 'outsideEthiopia',
      amount: 'tooLarge',
    });
  });
});

it('writes a stored listing back into the form, and reads it again unchanged', () => {
  const result = validateListingDraft(draftInputOf(FILLED));
  if (!result.ok) throw new Error('the example listing is valid');
  const again = validateListingDraft(draftInputOf(formValuesOf(result.value)));
  expect(again).toEqual(result);
});
