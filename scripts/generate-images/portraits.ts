/** Portraits of agents and users, drawn in a 100×100 box. */
import { createRandom } from '../../shared/src/domain/generate-properties';
import { BACKDROPS, CLOTHES, HAIR, SKINS } from './palettes';
import { type ImageSpec, circle, ellipse, hash, line, path, pick, rect, svg } from './svg';

/** First names drawn with the feminine hair styles (the data has no gender field, nor needs one). */
export const FEMININE_NAMES = new Set([
  'hanna',
  'meron',
  'tigist',
  'lensa',
  'bethlehem',
  'mekdes',
  'hirut',
  'sara',
  'rahel',
  'liya',
  'eden',
  'selam',
]);

export function portrait(spec: ImageSpec, seed: string, feminine: boolean): string {
  const rand = createRandom(hash(seed));
  const skin = pick(rand, SKINS);
  const hair = pick(rand, HAIR);
  let body = rect(0, 0, 100, 100, pick(rand, BACKDROPS));
  const style = feminine
    ? pick(rand, ['long', 'braids', 'scarf', 'puff'] as const)
    : pick(rand, ['short', 'fade', 'beard', 'short', 'fade', 'bald'] as const);
  if (style === 'long' || style === 'braids')
    body += path('M30 44Q28 20 50 19Q72 20 70 44L74 78H26Z', hair);
  if (style === 'puff') body += circle(50, 20, 14, hair);
  body += path('M14 100Q15 74 50 71Q85 74 86 100Z', pick(rand, CLOTHES));
  body +=
    rect(43, 58, 14, 16, skin) +
    ellipse(33, 47, 3, 5, skin) +
    ellipse(67, 47, 3, 5, skin) +
    ellipse(50, 45, 17, 21, skin);
  if (style === 'short' || style === 'beard')
    body += path('M33 42Q31 22 50 22Q69 22 67 42Q64 30 50 30Q36 30 33 42Z', hair);
  if (style === 'fade')
    body += path('M34 38Q35 24 50 24Q65 24 66 38Q60 31 50 31Q40 31 34 38Z', hair);
  if (style === 'long' || style === 'puff')
    body += path('M33 44Q32 24 50 24Q68 24 67 44Q62 32 50 33Q38 32 33 44Z', hair);
  if (style === 'braids')
    body +=
      path('M33 44Q32 24 50 24Q68 24 67 44Q62 32 50 33Q38 32 33 44Z', hair) +
      line('M42 25v9M50 24v9M58 25v9', '#ffffff40', 1);
  if (style === 'scarf')
    body += path(
      'M30 50Q28 18 50 18Q72 18 70 50Q66 30 50 30Q34 30 30 50Z',
      pick(rand, ['#c0392b', '#f2c14e', '#2e86ab', '#f7f7f7']),
    );
  if (style === 'beard')
    body += path('M36 52Q38 68 50 68Q62 68 64 52Q58 60 50 60Q42 60 36 52Z', hair);
  body += circle(43, 46, 1.8, '#1b1410') + circle(57, 46, 1.8, '#1b1410');
  body +=
    line('M39 41q4-2 8 0M53 41q4-2 8 0', hair, 1.5) +
    line('M44 56q6 4 12 0', '#5a2a1e', 1.6, ' stroke-linecap="round"');
  if (style === 'bald' || rand() < 0.2)
    body +=
      line('M37 46h12M51 46h12M49 46h2', '#222', 1.2) +
      circle(43, 46, 5, 'none', ' stroke="#222" stroke-width="1.2"') +
      circle(57, 46, 5, 'none', ' stroke="#222" stroke-width="1.2"');
  return svg(spec, body, '', '0 0 100 100');
}
