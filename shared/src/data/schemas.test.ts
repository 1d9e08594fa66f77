import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_NAMES, ShapeError, assetFile, parseAsset } from './schemas';

const DATA_DIR = join(__dirname, '../../assets/data');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
}

function validProperty(id: string): Record<string, unknown> {
  return {
    id,
    title: 'Two-bedroom apartment in Bole',
    price: 120000,
    sqft: 95,
    date: '2026-01-10',
    params: ['Apartment', 'For sale', 'Addis Ababa', 'Bole', '2 beds', '1 bath'],
    type: 'Apartment',
    city: 'Addis Ababa',
    subCity: 'Bole',
    address: 'Bole Atlas, Addis Ababa',
    beds: 2,
    baths: 1,
    location: { lat: 8.99, lng: 38.78 },
    images: [{ src: '/assets/images/properties/b01-1.svg', width: 800, height: 600, alt: 'Front' }],
    description: 'A bright flat.',
    agentId: 'hanna-girma',
  };
}

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe('the real data set', () => {
  it.each(ASSET_NAMES)('%s.json is valid, with no record skipped', (name) => {
    const json = readJson(assetFile(name));
    expect(() => parseAsset(name, json)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps every record of every list', () => {
    for (const name of ['property-details', 'agent-data', 'blog-details'] as const) {
      const raw = readJson(assetFile(name)) as unknown[];
      expect(parseAsset(name, raw)).toHaveLength(raw.length);
    }
  });
});

describe('parseAsset', () => {
  it('skips an invalid record with one warning naming the file, the index and the id', () => {
    const bad = { ...validProperty('b02'), price: 'a lot' };
    const result = parseAsset('property-details', [
      validProperty('b01'),
      bad,
      validProperty('r01'),
    ]);

    expect(result.map((p) => p.id)).toEqual(['b01', 'r01']);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('property-details.json');
    expect(message).toContain('record 1');
    expect(message).toContain('"b02"');
    expect(message).toContain('price');
  });

  it('skips a record whose id repeats an earlier one', () => {
    const result = parseAsset('property-details', [validProperty('b01'), validProperty('b01')]);
    expect(result).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already used'));
  });

  it('rejects impossible dates and empty image lists', () => {
    const result = parseAsset('property-details', [
      { ...validProperty('b01'), date: '2026-02-30' },
      { ...validProperty('b02'), images: [] },
    ]);
    expect(result).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('skips a bad entry inside a section and keeps the section', () => {
    const section = parseAsset('faq', {
      title: 'FAQ',
      subtitle: 'Answers',
      items: [
        { id: 'a', category: 'Buying', question: 'Q?', answer: 'A.' },
        { id: 'b', category: 'Buying', question: '', answer: 'A.' },
      ],
    });
    expect(section.items.map((item) => item.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^faq\.json: skipped items\[1\] \(id "b"\)/),
    );
  });

  it('skips an id that is not a text in an id list', () => {
    const section = parseAsset('latest-for-sale', {
      title: 'Latest',
      subtitle: 'For sale',
      propertyIds: ['b01', 42, 'b02'],
    });
    expect(section.propertyIds).toEqual(['b01', 'b02']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops unknown fields and omits missing optional ones', () => {
    const [property] = parseAsset('property-details', [{ ...validProperty('b01'), extra: 1 }]);
    expect(property).not.toHaveProperty('extra');
    expect(property).not.toHaveProperty('ownerCode');
  });

  it("reads a published listing's publisher and last change", () => {
    const published = {
      ...validProperty('bk3m9x2q7wz'),
      publisher: { userCode: 'U-1003', name: 'not kept' },
      updatedAt: '2026-03-12T09:01:00.000Z',
    };
    const [property] = parseAsset('property-details', [published]);
    expect(property?.publisher).toEqual({ userCode: 'U-1003' });
    expect(property?.updatedAt).toBe('2026-03-12T09:01:00.000Z');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a publisher that is a text', { publisher: 'U-1003' }, 'publisher'],
    ['a publisher without a code', { publisher: { userCode: '' } }, 'publisher.userCode'],
    ['a date without a time', { updatedAt: '2026-03-12' }, 'updatedAt'],
    ['a date-time that does not exist', { updatedAt: '2026-02-30T09:01:00Z' }, 'updatedAt'],
    ['a number for the date-time', { updatedAt: 1_773_306_060_000 }, 'updatedAt'],
  ])('drops %s, with a warning, and keeps the listing', (_label, fields, field) => {
    const [property] = parseAsset('property-details', [
      {
        ...validProperty('b01'),
        publisher: { userCode: 'U-1003' },
        updatedAt: '2026-03-12T09:01:00Z',
        ...fields,
      },
    ]);
    expect(property?.id).toBe('b01');
    expect(property).not.toHaveProperty(field.replace(/\..*/, ''));
    // The other field stays.
    expect(property).toHaveProperty(field.startsWith('publisher') ? 'updatedAt' : 'publisher');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `property-details.json: dropped a field: [0].${field} should be`,
    );
  });

  it('reads a listing without a publisher, as the demo and imported ones are', () => {
    const [property] = parseAsset('property-details', [
      { ...validProperty('b01'), publisher: null },
    ]);
    expect(property).not.toHaveProperty('publisher');
    expect(property).not.toHaveProperty('updatedAt');
    expect(warn).not.toHaveBeenCalled();
  });

  it('throws a ShapeError when the top-level shape is wrong', () => {
    expect(() => parseAsset('property-details', { properties: [] })).toThrow(ShapeError);
    expect(() => parseAsset('faq', [])).toThrow('the file should be an object, but is a list');
    expect(() => parseAsset('faq', { title: 'FAQ', subtitle: 'x', items: 'none' })).toThrow(
      'items should be a list, but is a text',
    );
  });
});
