import { fakeResponse } from '@betoch/shared/testing';
import { postSendCode } from './send-code-api';

const TOKEN = 'aaa.bbb.ccc';
const answering = (response: Response) => jest.fn().mockResolvedValue(response);

describe('postSendCode', () => {
  it('posts the language as JSON with the token as a bearer', async () => {
    const fetchMock = answering(
      fakeResponse(202, { resendAfterSeconds: 60, expiresInMinutes: 30 }),
    );
    expect(await postSendCode('am', TOKEN, undefined, fetchMock)).toEqual({
      kind: 'sent',
      resendAfterSeconds: 60,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:3005/api/auth/verification/send');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(String(init.body))).toEqual({ language: 'am' });
  });

  it.each([{}, { resendAfterSeconds: 'soon' }, { resendAfterSeconds: -1 }])(
    'gives no wait for a 202 that names none: %p',
    async (body) => {
      expect(
        await postSendCode('en', TOKEN, undefined, answering(fakeResponse(202, body))),
      ).toEqual({ kind: 'sent', resendAfterSeconds: undefined });
    },
  );

  it('reads a 429’s Retry-After, if it can', async () => {
    const timed = fakeResponse(429, { message: 'Wait.' }, { 'Retry-After': '42' });
    expect(await postSendCode('en', TOKEN, undefined, answering(timed))).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 42,
    });
    const untimed = fakeResponse(429, { message: 'Wait.' });
    expect(await postSendCode('en', TOKEN, undefined, answering(untimed))).toEqual({
      kind: 'throttled',
      retryAfterSeconds: undefined,
    });
  });

  it.each([
    [409, { kind: 'verified' }],
    [503, { kind: 'mailFailed' }],
    [401, { kind: 'expired' }],
    [500, { kind: 'refused', message: 'Mail queue broken.' }],
  ])('gives a %i its meaning', async (status, expected) => {
    const response = fakeResponse(status, { message: 'Mail queue broken.' });
    expect(await postSendCode('en', TOKEN, undefined, answering(response))).toEqual(expected);
  });

  it('reports a network failure as unreachable', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postSendCode('en', TOKEN, undefined, fetchMock)).toEqual({
      kind: 'unreachable',
      detail: 'Error Code: 0 Message: Failed to fetch',
    });
  });
});
