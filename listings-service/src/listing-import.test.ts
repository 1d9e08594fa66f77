import { readListingImport, readRemovals } from './listing-import';
import { readSiteListings } from './seed';

const [site] = readSiteListings();
const listing = (id: string, title = 'Villa near Bole Medhanealem') => ({
  ...site!.property,
  id,
  title,
});

describe('readListingImport', () => {
  it('gives each listing of the file with its Amharic texts, in the file’s order', () => {
    const reading = readListingImport([listing('b9001'), listing('r9002')], {
      r9002: { title: 'ቤት በቦሌ' },
    });
    expect('records' in reading && reading.records.map((r) => [r.property.id, r.am])).toEqual([
      ['b9001', undefined],
      ['r9002', { title: 'ቤት በቦሌ' }],
    ]);
  });

  it('names every bad record and gives none: an import is all or nothing', () => {
    const reading = readListingImport(
      [listing('b9001'), { ...listing('b9002'), price: 'a lot' }, listing('b9001'), 42],
      undefined,
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
      readListingImport([listing('b9001')], { b42: { title: 'ቪላ' } }, { amFile: 'am.json' }),
    ).toEqual({ errors: ['am.json: "b42" is not a listing of listings'] });
    expect(readListingImport([listing('b9001')], ['ቪላ'], { amFile: 'am.json' })).toEqual({
      errors: ['am.json: should be an object of listing id → Amharic texts'],
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
