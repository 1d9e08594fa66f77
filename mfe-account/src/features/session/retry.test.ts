import am from '../../../i18n/account/am.json';
import en from '../../../i18n/account/en.json';
import { retryTexts } from './retry';

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
