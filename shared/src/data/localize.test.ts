import { applyOverlay, overlayFile, visitorTexts } from './localize';
import type { FaqAsset } from './types';
import type { Property } from '../domain/property';

const FILE = 'am/test.json';

const faq: FaqAsset = {
  title: 'Questions',
  subtitle: 'Answers',
  items: [
    { id: 'q1', category: 'Buying', question: 'How?', answer: 'Like this.' },
    { id: 'q2', category: 'Renting', question: 'When?', answer: 'Now.' },
  ],
};

const villa: Property = {
  id: 'b01',
  title: 'Villa in Bole',
  price: 620000,
  sqft: 420,
  date: '2026-02-18',
  params: ['Villa', 'Bole'],
  type: 'Villa',
  city: 'Addis Ababa',
  subCity: 'Bole',
  address: 'Bole, Addis Ababa',
  beds: 5,
  baths: 4,
  location: { lat: 9, lng: 38.8 },
  images: [
    { src: '/a.svg', width: 8, height: 6, alt: 'Front' },
    { src: '/b.svg', width: 8, height: 6, alt: 'Garden' },
  ],
  description: 'A villa.',
  features: ['Garden', 'Generator'],
  agentId: 'hanna-girma',
};

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

function warnings(): string[] {
  return warn.mock.calls.map((call: unknown[]) => String(call[0]));
}

describe('applyOverlay', () => {
  it('lays the translated texts over the English, keyed by record id', () => {
    const am = applyOverlay(
      'faq',
      faq,
      {
        title: 'ጥያቄዎች',
        items: { q2: { question: 'መቼ?', answer: 'አሁን።' } },
      },
      FILE,
    );

    expect(am.title).toBe('ጥያቄዎች');
    expect(am.subtitle).toBe('Answers');
    expect(am.items[1]).toEqual({ id: 'q2', category: 'Renting', question: 'መቼ?', answer: 'አሁን።' });
    expect(am.items[0]).toEqual(faq.items[0]);
    expect(warnings()).toEqual([]);
  });

  it('never changes the English value', () => {
    const before = JSON.stringify(faq);
    applyOverlay('faq', faq, { title: 'ጥያቄዎች', items: { q1: { answer: 'እንዲህ።' } } }, FILE);
    expect(JSON.stringify(faq)).toBe(before);
  });

  it('overlays lists without ids in order, and lists of texts as a whole', () => {
    const [am] = applyOverlay(
      'property-details',
      [villa],
      { b01: { images: [{ alt: 'ፊት ለፊት' }], features: ['የአትክልት ቦታ', 'ጀነሬተር', 'ጥበቃ'] } },
      FILE,
    );

    expect(am?.images.map((image) => image.alt)).toEqual(['ፊት ለፊት', 'Garden']);
    expect(am?.images[0]?.src).toBe('/a.svg');
    expect(am?.features).toEqual(['የአትክልት ቦታ', 'ጀነሬተር', 'ጥበቃ']);
  });

  it('skips an unknown id with a warning naming the file', () => {
    const am = applyOverlay('faq', faq, { items: { q9: { question: 'ምን?' } } }, FILE);

    expect(am).toEqual(faq);
    expect(warnings()).toEqual(['am/test.json: skipped items.q9: the id "q9" is unknown']);
  });

  it.each<[string, unknown, string]>([
    ['a number for a text', { title: 3 }, 'title: should be a text'],
    ['an empty text', { title: '  ' }, 'title: should be a text'],
    ['a text for a list of texts', { b01: { features: 'ጥበቃ' } }, 'should be a list of texts'],
    ['a list with a number', { b01: { features: ['ጥበቃ', 2] } }, 'should be a list of texts'],
    ['a list for the records', { items: [] }, 'items: should be an object keyed by id'],
    ['too many images', { b01: { images: [{}, {}, {}] } }, 'has 3 entries for 2 in English'],
  ])('skips %s with a warning and keeps the English', (_, overlay, reason) => {
    const name = JSON.stringify(overlay).includes('b01') ? 'property-details' : 'faq';
    const base = name === 'faq' ? faq : [villa];

    const am = applyOverlay(name, base, overlay, FILE);

    expect(am).toEqual(base);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain(reason);
  });

  it.each([
    ['an id', { b01: { id: 'b99' } }],
    ['a price', { b01: { price: 1 } }],
    ['a tag', { b01: { params: ['ቪላ'] } }],
    ['an image address', { b01: { images: [{ src: '/x.svg' }] } }],
    ['a field English does not have', { b01: { subtitle: 'ርዕስ' } }],
  ])('never overlays %s (not a visitor-facing text)', (_, overlay) => {
    const am = applyOverlay('property-details', [villa], overlay, FILE);

    expect(am).toEqual([villa]);
    expect(warnings()).toHaveLength(1);
  });

  it('ignores keys that only exist on object prototypes', () => {
    const overlay = JSON.parse('{"items":{"constructor":{"question":"x"}},"__proto__":{"a":1}}');
    const am = applyOverlay('faq', faq, overlay, FILE);
    expect(am).toEqual(faq);
    expect(Object.getPrototypeOf(am)).toBe(Object.prototype);
  });
});

describe('visitorTexts', () => {
  it('lists every visitor-facing text with its path, and nothing else', () => {
    const texts = visitorTexts('property-details', [villa]);

    expect(texts).toEqual([
      { path: '[b01].title', text: 'Villa in Bole' },
      { path: '[b01].address', text: 'Bole, Addis Ababa' },
      { path: '[b01].description', text: 'A villa.' },
      { path: '[b01].features[0]', text: 'Garden' },
      { path: '[b01].features[1]', text: 'Generator' },
      { path: '[b01].images[0].alt', text: 'Front' },
      { path: '[b01].images[1].alt', text: 'Garden' },
    ]);
  });
});

test('overlayFile names the language folder', () => {
  expect(overlayFile('faq', 'am')).toBe('am/faq.json');
});
