import { sanitizePropertyList } from './property-list';

const villa = {
  id: 'b01',
  title: 'Villa in Bole',
  price: 250000,
  sqft: 320,
  date: '2025-03-14',
  params: ['Villa', 'Bole', '4 beds'],
  type: 'Villa',
  city: 'Addis Ababa',
  subCity: 'Bole',
  address: 'Bole Road',
  beds: 4,
  baths: 3,
  garages: 1,
  yearBuilt: 2015,
  location: { lat: 9.0, lng: 38.8 },
  images: [{ src: '/assets/images/b01.svg', width: 800, height: 600, alt: 'The villa' }],
  description: 'A villa.',
  features: ['Garden'],
  agentId: 'a1',
  ownerCode: 'U-1001',
  featured: true,
  publisher: { userCode: 'U-1001' },
  updatedAt: '2025-03-15T08:00:00.000Z',
};

describe('sanitizePropertyList', () => {
  it('keeps an entry whose every field has its type, as it is', () => {
    expect(sanitizePropertyList([villa])).toEqual([villa]);
  });

  it.each([
    ['title', { text: 'x' }],
    ['type', { en: 'Villa' }],
    ['city', ['Addis Ababa']],
    ['subCity', 7],
    ['address', null],
    ['description', { __html: '<b>x</b>' }],
    ['date', { y: 2025 }],
    ['agentId', 1],
    ['ownerCode', true],
    ['price', '250000'],
    ['sqft', { m2: 1 }],
    ['beds', '4'],
    ['baths', null],
    ['garages', []],
    ['yearBuilt', '2015'],
    ['featured', 'yes'],
    ['params', 'Villa'],
    ['features', { 0: 'Garden' }],
    ['location', 'Bole'],
    ['images', { src: 'a.svg' }],
    ['publisher', 'U-1001'],
    ['publisher', { userCode: 1001 }],
    ['updatedAt', 1_742_025_600_000],
  ])('drops a %s of the wrong type and keeps the entry', (field, value) => {
    const [entry] = sanitizePropertyList([{ ...villa, [field]: value }]);
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty(field);
    expect(entry).toEqual(Object.fromEntries(Object.entries(villa).filter(([k]) => k !== field)));
  });

  it('drops numbers that are not finite (JSON cannot hold them, a hand edit can fake them)', () => {
    const [entry] = sanitizePropertyList([{ id: 'b01', price: Number.NaN, sqft: Infinity }]);
    expect(entry).toEqual({ id: 'b01' });
  });

  it('keeps the text entries of a tag list and the well-formed pictures', () => {
    const [entry] = sanitizePropertyList([
      {
        id: 'b01',
        params: ['Villa', { x: 1 }, 4, 'Bole'],
        features: [null, 'Garden'],
        images: [
          { src: { evil: 1 }, width: 1, height: 1, alt: 'a' },
          'b.svg',
          { src: 'c.svg', width: 10, height: 5 },
          { src: 'd.svg', width: '10', height: 5, alt: 'd' },
        ],
      },
    ]);
    expect(entry).toEqual({
      id: 'b01',
      params: ['Villa', 'Bole'],
      features: ['Garden'],
      images: [{ src: 'c.svg', width: 10, height: 5, alt: '' }],
    });
  });

  it('keeps only the user code of a publisher', () => {
    const [entry] = sanitizePropertyList([
      { id: 'b01', publisher: { userCode: 'U-1001', name: { x: 1 } } },
    ]);
    expect(entry).toEqual({ id: 'b01', publisher: { userCode: 'U-1001' } });
  });

  it('drops a location without two finite coordinates, keeps only lat and lng', () => {
    expect(sanitizePropertyList([{ id: 'b01', location: { lat: 9 } }])).toEqual([{ id: 'b01' }]);
    expect(
      sanitizePropertyList([{ id: 'b01', location: { lat: 9, lng: 38, zoom: { x: 1 } } }]),
    ).toEqual([{ id: 'b01', location: { lat: 9, lng: 38 } }]);
  });

  it('keeps fields no page reads as the old site stored them, and its dates as text', () => {
    const old = { id: 12, price: 1200, date: '12/05/2019', img: 'a.jpg', extra: { nested: true } };
    expect(sanitizePropertyList([old])).toEqual([{ ...old, id: '12' }]);
  });

  it('still drops entries without a usable id and repeated ids', () => {
    expect(
      sanitizePropertyList([
        { id: { x: 1 }, title: 'no id' },
        { title: 'missing id' },
        { id: 'b01', title: { x: 1 } },
        { id: 'b01', title: 'repeat' },
      ]),
    ).toEqual([{ id: 'b01' }]);
  });

  it('never lets a stored value replace the id it was read with', () => {
    const [entry] = sanitizePropertyList([{ id: 7, title: 'x' }]);
    expect(entry?.id).toBe('7');
  });
});
