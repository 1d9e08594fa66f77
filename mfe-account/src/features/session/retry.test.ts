import am from '../../../i18n/account/am.json';
import en from '../../../i18n/account/en.json';
import { retryAfterSeconds, retryTexts } from './retry';

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

describe('retryTexts', () => {
  it('says why, then when: in seconds, in minutes from a minute on, or in a moment', () => {
    expect(retryTexts(429, 30)).toEqual([
      { key: 'retry.tooMany' },
      { key: 'retry.inSeconds', values: { count: 30 } },
    ]);
    expect(retryTexts(503, 90)).toEqual([
      { key: 'retry.unavailable' },
      { key: 'retry.inMinutes', values: { count: 2 } },
    ]);
    expect(retryTexts(429, undefined)[1]).toEqual({ key: 'retry.later' });
  });
});

describe('the retry texts', () => {
  it('exist in English and Amharic, in the plural forms the counts need', () => {
    const keys = [
      ...retryTexts(429, 1),
      ...retryTexts(503, 30),
      ...retryTexts(429, 60),
      ...retryTexts(429, undefined),
    ].map(({ key, values }) => key.replace(/^retry\./, '') + (values ? '_other' : ''));
    for (const file of [en.retry, am.retry]) {
      for (const key of keys)
        expect([key, (file as Record<string, string>)[key]]).toEqual([key, expect.any(String)]);
    }
  });
});
