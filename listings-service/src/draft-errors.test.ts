/** @jest-environment node */
import {
  LISTING_DRAFT_FIELDS,
  validateListingDraft,
  type ListingDraftCode,
} from '../../shared/src/domain/listing-draft-rules';
import { describeDraftError } from './draft-errors';

const CODES: ListingDraftCode[] = [
  'required',
  'invalid',
  'tooSmall',
  'tooLarge',
  'tooShort',
  'tooLong',
  'tooMany',
  'outsideEthiopia',
  'controlCharacters',
];

describe('describeDraftError', () => {
  it('keeps the rules’ field, code and language, and adds one English sentence', () => {
    for (const field of LISTING_DRAFT_FIELDS) {
      for (const code of CODES) {
        for (const language of [undefined, 'en', 'am', 'om'] as const) {
          const error = language ? { field, code, language } : { field, code };
          const described = describeDraftError(error);
          expect(described).toEqual({ ...error, description: expect.any(String) });
          expect(described.description).toMatch(/^[A-Z].*\.$/);
        }
      }
    }
  });

  it('names the language of a text and the limit it broke', () => {
    const result = validateListingDraft({
      title: { am: 'ቪላ' },
      description: {},
      features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`),
    });
    const described = result.ok ? [] : result.errors.map(describeDraftError);
    expect(described).toContainEqual({
      field: 'title',
      code: 'tooShort',
      language: 'am',
      description: 'The Amharic title must be at least 10 characters.',
    });
    expect(described).toContainEqual({
      field: 'description',
      code: 'required',
      description: 'A description in English, Amharic or Afaan Oromo is required.',
    });
    expect(described).toContainEqual({
      field: 'features',
      code: 'tooMany',
      description: 'The features must be at most 30.',
    });
  });

  it('names Afaan Oromo as the language of a refused Oromo text', () => {
    const result = validateListingDraft({ title: { om: 'Viilaa' }, description: { om: 42 } });
    const described = result.ok ? [] : result.errors.map(describeDraftError);
    expect(described).toContainEqual({
      field: 'title',
      code: 'tooShort',
      language: 'om',
      description: 'The Afaan Oromo title must be at least 10 characters.',
    });
    expect(described).toContainEqual({
      field: 'description',
      code: 'invalid',
      language: 'om',
      description: 'The Afaan Oromo description is not valid.',
    });
  });
});
