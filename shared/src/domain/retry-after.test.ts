import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-03-04T10:00:00Z');

  it('reads a number of seconds', () => {
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(retryAfterSeconds('Wed, 04 Mar 2026 10:00:45 GMT', now)).toBe(45);
  });

  it.each([null, '', 'soon', '0', '-5', 'Wed, 04 Mar 2026 09:59:00 GMT'])(
    'has no wait to tell for %p',
    (value) => {
      expect(retryAfterSeconds(value, now)).toBeUndefined();
    },
  );
});
