import type { Property } from '../../shared/src/domain/property';

/*
 * Descriptions for the synthetic listings of the bench (seed.ts syntheticListings), in English and
 * Amharic, of the length and vocabulary of the ads Ethiopian owners and agents write (400–1,500
 * characters: rooms, finishes, water and power, security, what is near, the title deed, the
 * terms), so that a text search reads and matches what it would in production, not a
 * 150-character line of 50 words.
 */

/** What is near a listing, by area (its sub-city, or its town). */
const NEARBY: Record<string, readonly string[]> = {
  Bole: ['Edna Mall', 'Bole Medhanialem church', 'the airport', 'Atlas hotel', 'Friendship Park'],
  Yeka: ['CMC', 'Summit', 'Ayat', 'Megenagna', 'the Yeka hills'],
  Kirkos: ['Meskel Square', 'Kazanchis', 'the African Union', 'Bambis'],
  Arada: ['Piassa', 'Arat Kilo', 'the university', 'Saint George cathedral'],
  Lideta: ['Lideta market', 'the Black Lion hospital', 'Mexico square'],
  'Nifas Silk-Lafto': ['Lafto', 'Jemo', 'Sarbet', 'the ring road'],
  'Kolfe Keranio': ['Kolfe', 'Ayer Tena', 'Total', 'the ring road'],
  'Akaky Kaliti': ['Kaliti', 'Akaky', 'the expressway to Adama'],
  Gullele: ['Shiro Meda', 'the Entoto road', 'Gullele botanic garden'],
  'Addis Ketema': ['Merkato', 'the bus station', 'Sebategna'],
  'Lemi Kura': ['Ayat', 'Lemi', 'the condominium sites of Koye'],
};

const TOWN_NEARBY = ['the main road', 'the bus station', 'the university', 'the city centre'];

const FEATURES = [
  'a spacious living room with large windows and a separate dining area',
  'a modern kitchen with granite counters and fitted cabinets',
  'parquet floors in the bedrooms and ceramic tiles in the wet rooms',
  'a master bedroom with its own bathroom and a walk-in closet',
  'a balcony facing the mountains and a small garden',
  'a water tank of 5,000 litres with a pump, so water never stops',
  'a standby generator for the common areas and the elevator',
  'solar water heating on the roof',
  'a servant quarter and a laundry room in the compound',
  'covered parking for two cars inside the gate',
  'a guard at the gate day and night, and cameras at each entrance',
  'an elevator and a wide staircase',
  'fibre internet already connected',
  'a rooftop terrace with a view over the city',
  'a private compound with a green lawn and fruit trees',
  'high ceilings and good natural light all day',
  'a store room and a separate guest toilet',
];

const TERMS = [
  'The title deed is ready and the transfer can be done at once.',
  'The price is negotiable for a serious buyer.',
  'The rent is paid three months in advance, and one month of deposit is asked.',
  'The owner lives abroad and the agent shows the house any day of the week.',
  'Banks finance this property, and the developer accepts payment in instalments.',
  'Viewing by appointment; call or send a message to arrange a visit.',
  'The building was finished recently and nobody has lived in it yet.',
  'Furniture can be left for a buyer or tenant who wants it.',
];

/** Amharic sentences of the same kinds (written by hand, not translated word for word). */
const FEATURES_AM = [
  'ሰፊ ሳሎን እና ዘመናዊ ኩሽና አለው።',
  'የ24 ሰዓት ጥበቃ እና የደህንነት ካሜራ አለው።',
  'የመኪና ማቆሚያ በግቢው ውስጥ አለው።',
  'የውሃ ታንከር እና ጀነሬተር አለው።',
  'በረንዳ እና የአትክልት ቦታ አለው።',
  'ሊፍት አለው።',
  'የሰራተኛ ክፍል እና የልብስ ማጠቢያ ክፍል አለው።',
  'ለቤተሰብ ተስማሚ ነው።',
  'አዲስ የተገነባ ነው፤ ማንም አልኖረበትም።',
  'ኢንተርኔት ተገጥሞለታል።',
];

const PLACES_AM = [
  'ለትምህርት ቤቶች እና ለገበያ ቅርብ ነው።',
  'ለዋናው መንገድ ቅርብ ነው።',
  'ለባቡር ጣቢያ ቅርብ ነው።',
  'ለሆስፒታል እና ለባንክ ቅርብ ነው።',
];

const TERMS_AM = ['ካርታው ዝግጁ ነው።', 'ዋጋው ለድርድር ክፍት ነው።', 'ለማየት አስቀድመው ይደውሉ።'];

/** Sentences drawn without repeats until the text reaches `target` characters (never past `max`). */
function fill(
  opening: string,
  pool: readonly string[],
  random: () => number,
  target: number,
  max: number,
): string {
  let text = opening;
  const left = [...pool];
  while (text.length < target && left.length > 0) {
    const [sentence] = left.splice(Math.floor(random() * left.length), 1) as [string];
    if (text.length + 1 + sentence.length > max) continue;
    text += ` ${sentence}`;
  }
  return text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An English description of 400–1,500 characters for a synthetic listing. */
export function englishDescription(property: Property, random: () => number): string {
  const area = property.subCity ?? property.city;
  const near = NEARBY[area] ?? TOWN_NEARBY;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const rooms =
    property.beds > 0
      ? `It has ${property.beds} bedrooms and ${property.baths} bathrooms on ${property.sqft} m².`
      : `It offers ${property.sqft} m² of open space, easy to divide into offices or a showroom.`;
  const sentences = [
    rooms,
    ...FEATURES.map((feature) => `${capitalize(feature)}.`),
    `It is a short walk from ${pick(near)} and close to ${pick(near)}.`,
    `Schools, a supermarket and a clinic are within ten minutes of ${area}.`,
    `Built in ${property.yearBuilt}, it has been kept in very good condition.`,
    ...TERMS,
  ];
  const opening = `${property.title} on ${property.address}.`;
  return fill(opening, sentences, random, 400 + Math.floor(random() * 1_000), 1_500);
}

/** An Amharic description for a synthetic listing, from the Amharic names of its type and place. */
export function amharicDescription(
  property: Property,
  names: { type: string; place: string },
  random: () => number,
): string {
  const rooms =
    property.beds > 0
      ? `${property.beds} መኝታ ቤቶች እና ${property.baths} መታጠቢያ ቤቶች አሉት።`
      : `ለቢሮ ወይም ለሱቅ አገልግሎት ተስማሚ ነው።`;
  const opening = `${names.place} ውስጥ የሚገኝ ${names.type}። ስፋቱ ${property.sqft} ካሬ ሜትር ነው።`;
  return fill(opening, [rooms, ...FEATURES_AM, ...PLACES_AM, ...TERMS_AM], random, 200, 800);
}
