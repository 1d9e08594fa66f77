/** @jest-environment node */
import { againstTarget, medianWeight, PHONE_VISITS, weigh } from './phone-transfer';
import type { Transfer } from './transfer';

const response = (type: string, mimeType: string, bytes: number): Transfer => ({
  url: `http://localhost:3000/${type}`,
  type,
  mimeType,
  bytes,
});

test('a load weighs its pictures too, and apart from the rest', () => {
  expect(
    weigh([
      response('Document', 'text/html', 20_000),
      response('Script', 'application/javascript', 90_000),
      response('Image', 'image/webp', 30_000),
      // A picture fetched by a script is still a picture.
      response('Fetch', 'image/jpeg', 10_000),
    ]),
  ).toEqual({ total: 150_000, pictures: 40_000, other: 110_000, responses: 4 });
});

test('the medians are taken field by field', () => {
  const run = (total: number, pictures: number) => ({
    total,
    pictures,
    other: total - pictures,
    responses: 10,
  });
  expect(medianWeight([run(100, 50), run(300, 10), run(200, 30)])).toEqual({
    total: 200,
    pictures: 30,
    other: 170,
    responses: 10,
  });
});

test('the issue’s two low-data bounds: the home page’s first visit and the next listing page', () => {
  const home = PHONE_VISITS.find((visit) => visit.page === '/theme/classic');
  expect(home?.firstTarget).toBe(120 * 1024);
  expect(PHONE_VISITS.filter((visit) => visit.nextTarget === 40 * 1024)).toHaveLength(1);
  expect(againstTarget(100 * 1024, home?.firstTarget)).toBe(
    ' (low-data target ≤ 120.0 KB: within)',
  );
  expect(againstTarget(130 * 1024, home?.firstTarget)).toBe(
    ' (low-data target ≤ 120.0 KB: over by 10.0 KB)',
  );
  expect(againstTarget(1, undefined)).toBe('');
});
