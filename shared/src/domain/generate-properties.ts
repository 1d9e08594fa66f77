import type { Property } from './property';

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Place {
  city: string;
  subCity?: string;
  lat: number;
  lng: number;
  /** Price level relative to central Addis Ababa. */
  level: number;
  streets: readonly string[];
}

const ADDIS_STREETS = [
  'Africa Avenue',
  'Bole Road',
  'Churchill Avenue',
  'Haile Gebreselassie Road',
  'Cameroon Street',
  'Ras Desta Damtew Street',
  'Algeria Street',
  'Menelik II Avenue',
] as const;

function addis(subCity: string, lat: number, lng: number, level: number): Place {
  return { city: 'Addis Ababa', subCity, lat, lng, level, streets: ADDIS_STREETS };
}

function town(city: string, lat: number, lng: number, level: number): Place {
  return { city, lat, lng, level, streets: ['Kebele 01', 'Kebele 03', 'Kebele 05', 'Kebele 08'] };
}

const PLACES: readonly Place[] = [
  addis('Bole', 8.995, 38.789, 1.3),
  addis('Yeka', 9.04, 38.81, 1),
  addis('Kirkos', 9.01, 38.76, 1.15),
  addis('Arada', 9.035, 38.75, 1.05),
  addis('Lideta', 9.01, 38.735, 0.95),
  addis('Nifas Silk-Lafto', 8.96, 38.735, 0.9),
  addis('Kolfe Keranio', 9.015, 38.695, 0.8),
  addis('Akaky Kaliti', 8.89, 38.79, 0.7),
  addis('Gullele', 9.07, 38.73, 0.85),
  addis('Addis Ketema', 9.03, 38.73, 0.9),
  addis('Lemi Kura', 9.0, 38.87, 0.75),
  town('Adama', 8.54, 39.27, 0.6),
  town('Hawassa', 7.05, 38.47, 0.6),
  town('Bahir Dar', 11.595, 37.39, 0.55),
  town('Dire Dawa', 9.6, 41.85, 0.5),
  town('Mekelle', 13.496, 39.475, 0.45),
  town('Gondar', 12.6, 37.467, 0.45),
  town('Jimma', 7.67, 36.83, 0.4),
];

interface Kind {
  type: string;
  area: readonly [number, number];
  beds: readonly [number, number];
  /** Sale price in USD per m² in central Addis Ababa. */
  perSqm: number;
}

const KINDS: readonly Kind[] = [
  { type: 'Apartment', area: [45, 180], beds: [1, 4], perSqm: 1400 },
  { type: 'Condominium', area: [40, 120], beds: [1, 3], perSqm: 900 },
  { type: 'Villa', area: [180, 600], beds: [3, 7], perSqm: 1600 },
  { type: 'House', area: [90, 400], beds: [2, 6], perSqm: 1100 },
  { type: 'Townhouse', area: [120, 300], beds: [3, 5], perSqm: 1250 },
  { type: 'Office', area: [60, 400], beds: [0, 0], perSqm: 1500 },
  { type: 'Shop', area: [20, 150], beds: [0, 0], perSqm: 1800 },
];

const FIRST_DAY = Date.UTC(2023, 0, 1);
const LAST_DAY = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

// Shared strings, as JSON.parse gives for repeated values, so benchmarks see realistic data.
const BED_TAGS = ['', '1 bed', '2 beds', '3 beds', '4 beds', '5 beds', '6 beds', '7 beds'];
const BATH_TAGS = ['', '1 bath', '2 baths', '3 baths', '4 baths'];
let isoDays: string[] | undefined;

function isoDayTable(): string[] {
  isoDays ??= Array.from({ length: (LAST_DAY - FIRST_DAY) / DAY_MS + 1 }, (_, day) =>
    new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10),
  );
  return isoDays;
}

/**
 * Generates `count` synthetic listings, deterministically from `seed`, for benchmarks and tests:
 * about half for sale (ids 'b1', 'b2', …) and half for rent ('r1', …), in Ethiopian cities, with tags.
 */
export function generateProperties(count: number, seed = 1): Property[] {
  const random = createRandom(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const days = isoDayTable();
  const properties: Property[] = [];
  let saleCount = 0;
  let rentCount = 0;
  for (let i = 0; i < count; i++) {
    const forSale = random() < 0.5;
    const id = forSale ? `b${++saleCount}` : `r${++rentCount}`;
    const place = pick(PLACES);
    const kind = pick(KINDS);
    const sqft = between(kind.area[0], kind.area[1]);
    const beds = between(kind.beds[0], kind.beds[1]);
    const baths = Math.max(1, Math.min(beds, between(1, 4)));
    const perSqm = kind.perSqm * place.level * (0.75 + random() * 0.5);
    const price = forSale
      ? Math.round((sqft * perSqm) / 1000) * 1000
      : Math.max(100, Math.round((sqft * perSqm) / 180 / 10) * 10);
    const date = pick(days);
    const area = place.subCity ?? place.city;
    const title = beds > 0 ? `${beds}-bedroom ${kind.type} in ${area}` : `${kind.type} in ${area}`;
    const params =
      random() < 0.01
        ? []
        : [
            kind.type,
            forSale ? 'For sale' : 'For rent',
            // As the site's data: the city, then the sub-city of an Addis Ababa listing.
            place.city,
            ...(place.subCity ? [place.subCity] : []),
            ...(beds > 0 ? [BED_TAGS[beds] as string] : []),
            BATH_TAGS[baths] as string,
          ];

    properties.push({
      id,
      title,
      price,
      sqft,
      date,
      params,
      type: kind.type,
      city: place.city,
      ...(place.subCity ? { subCity: place.subCity } : {}),
      address: `${pick(place.streets)}, ${area}${place.subCity ? ', Addis Ababa' : ''}`,
      beds,
      baths,
      garages: between(0, 2),
      yearBuilt: between(1995, 2025),
      location: {
        lat: Math.round((place.lat + (random() - 0.5) * 0.04) * 1e5) / 1e5,
        lng: Math.round((place.lng + (random() - 0.5) * 0.04) * 1e5) / 1e5,
      },
      images: [{ src: '/assets/images/properties/b01-1.svg', width: 800, height: 600, alt: title }],
      description: `${title}, ${sqft} m², ${forSale ? 'for sale' : 'for rent'}.`,
      agentId: `agent-${between(1, 8)}`,
      featured: random() < 0.1,
    });
  }
  return properties;
}
