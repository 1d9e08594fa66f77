import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, encodeBodyAsync } from './content-encoding';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['', null],
  ])('reads %j as %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('reads a header sent several times, and no header', () => {
    expect(acceptedEncoding(['gzip', 'br'])).toBe('br');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('encodeBodyAsync', () => {
  const raw = Buffer.from(JSON.stringify({ items: Array(50).fill({ title: 'Villa in Bole' }) }));

  it('gives a body that decodes back to the same bytes, and smaller', async () => {
    const [br, gzip] = await Promise.all([
      encodeBodyAsync(raw, 'br'),
      encodeBodyAsync(raw, 'gzip'),
    ]);
    expect(brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(gunzipSync(gzip).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length / 5);
  });
});
