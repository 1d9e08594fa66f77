import { readListingImport, readRemovals } from './listing-import';
import { readSiteListings } from './seed';

const [site] = readSiteListings();
const listing = (id: string, title = 'Villa near Bole Medhanealem') => ({
  ...site!.property,
  id,
  title,
});

describe('readListingImport', () => {
  it('gives each listing of the file with its Amharic and Oromo texts, in the file’s order', () => {
    const reading = readListingImport([listing('b9001'), listing('r9002')], {
      am: { r9002: { title: 'ቤት በቦሌ' } },
      om: { b9001: { title: 'Viilaa Boolee keessaa' }, r9002: { title: 'Mana Boolee keessaa' } },
    });
    expect('records' in reading && reading.records.map((r) => [r.property.id, r.am, r.om])).toEqual(
      [
        ['b9001', undefined, { title: 'Viilaa Boolee keessaa' }],
        ['r9002', { title: 'ቤት በቦሌ' }, { title: 'Mana Boolee keessaa' }],
      ],
    );
  });

  it('names every bad record and gives none: an import is all or nothing', () => {
    const reading = readListingImport(
      [listing('b9001'), { ...listing('b9002'), price: 'a lot' }, listing('b9001'), 42],
      {},
      { file: 'new.json' },
    );
    expect('errors' in reading && reading.errors).toEqual([
      expect.stringMatching(/^new\.json: record 1 \(id "b9002"\): .*price/),
      'new.json: record 2 (id "b9001"): the id is already used by an earlier record',
      expect.stringMatching(/^new\.json: record 3: /),
    ]);
  });

  it('refuses what is not a list, an empty list, and texts for a listing it does not hold', () => {
    expect(readListingImport({ id: 'b1' })).toEqual({
      errors: ["listings: should be a list of listings (property-details.json's shape)"],
    });
    expect(readListingImport([])).toEqual({ errors: ['listings: holds no listing'] });
    expect(
      readListingImport(
        [listing('b9001')],
        { am: { b42: { title: 'ቪላ' } } },
        { texts: { am: 'am.json' } },
      ),
    ).toEqual({ errors: ['am.json: "b42" is not a listing of listings'] });
    expect(
      readListingImport([listing('b9001')], { am: ['ቪላ'] }, { texts: { am: 'am.json' } }),
    ).toEqual({
      errors: ['am.json: should be an object of listing id → Amharic texts'],
    });
  });

  it('checks the Oromo texts as it checks the Amharic ones, naming each file', () => {
    expect(
      readListingImport(
        [listing('b9001')],
        { am: { b9001: { title: 'ቪላ' } }, om: { b42: { title: 'Viilaa' }, b9001: 'Viilaa' } },
        { file: 'new.json', texts: { om: 'om.json' } },
      ),
    ).toEqual({
      errors: [
        'om.json: "b42" is not a listing of new.json',
        'om.json: "b9001" should be an object of Afaan Oromo texts',
      ],
    });
    expect(readListingImport([listing('b9001')], { om: 'Viilaa' })).toEqual({
      errors: ['Afaan Oromo texts: should be an object of listing id → Afaan Oromo texts'],
    });
  });
});

describe('readRemovals', () => {
  it('reads ids separated by commas', () => {
    expect(readRemovals('b1, r2')).toEqual({ ids: ['b1', 'r2'] });
  });

  it('refuses an empty id and an id named twice', () => {
    expect(readRemovals('b1,,b1')).toEqual({
      errors: [
        '--remove: an empty id (write ids separated by commas)',
        '--remove: "b1" is named twice',
      ],
    });
  });
});
