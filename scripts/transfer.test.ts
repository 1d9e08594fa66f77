/** @jest-environment node */
import { countTransfers, isPicture, median, type Transfer } from './transfer';

const response = (type: string, mimeType: string, bytes: number): Transfer => ({
  url: `http://localhost:3000/${type}`,
  type,
  mimeType,
  bytes,
});

describe('countTransfers', () => {
  it('counts every response but pictures, by resource type or by an image MIME type', () => {
    const counted = countTransfers([
      response('Document', 'text/html', 20_000),
      response('Script', 'application/javascript', 100_000),
      response('Fetch', 'application/json', 3_000),
      response('Image', 'image/webp', 50_000),
      // A picture fetched by a script is still a picture.
      response('Fetch', 'image/avif', 40_000),
      response('Font', 'font/woff2', 3_000),
    ]);
    expect(counted).toEqual({
      total: 126_000,
      byType: { Document: 20_000, Script: 100_000, Fetch: 3_000, Font: 3_000 },
      responses: 4,
    });
  });

  it('counts nothing for a change that fetched only pictures', () => {
    expect(countTransfers([response('Image', 'image/jpeg', 9_000)]).total).toBe(0);
    expect(isPicture({ type: 'Other', mimeType: 'image/svg+xml' })).toBe(true);
    expect(isPicture({ type: 'Stylesheet', mimeType: 'text/css' })).toBe(false);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10, 1, 4, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
