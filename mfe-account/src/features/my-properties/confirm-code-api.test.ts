import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import { postConfirmCode } from './confirm-code-api';

const TOKEN = 'aaa.bbb.ccc';
const original = getRuntimeConfig();
const answering = (response: Response) => jest.fn().mockResolvedValue(response);

afterEach(() => setRuntimeConfig(original));

describe('postConfirmCode', () => {
  it('posts the code as JSON with the token as a bearer, without cookies', async () => {
    setRuntimeConfig({ ...original, apiBaseUrl: 'https://api.betoch.et/' });
    const session = {
      token: 'new.verified.token',
      username: 'selam@betoch.et',
      name: 'Selam Tesfaye',
      avatar: '/assets/images/avatars/selam.svg',
      userId: 1,
      userCode: 'U-1001',
    };
    const fetchMock = answering(fakeResponse(200, { ...session, verified: true }));
    // The new session, whose token says the account is verified.
    expect(await postConfirmCode('123456', TOKEN, undefined, fetchMock)).toEqual({
      kind: 'verified',
      session: { ...session, updateObject: expect.objectContaining({ userCode: 'U-1001' }) },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.betoch.et/api/auth/verification/confirm');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });
  });

  it('takes a 409 (verified already) as verified', async () => {
    const result = await postConfirmCode('123456', TOKEN, undefined, answering(fakeResponse(409)));
    expect(result).toEqual({ kind: 'verified' });
  });

  it.each(['required', 'invalidCode', 'wrong', 'expired', 'noCode', 'usedUp'])(
    'gives the code of a 400 on the field: %s',
    async (code) => {
      const body = [{ field: 'code', code, description: 'Why.' }];
      const result = await postConfirmCode(
        '1',
        TOKEN,
        undefined,
        answering(fakeResponse(400, body)),
      );
      expect(result).toEqual({ kind: 'refusedCode', code, description: 'Why.' });
    },
  );

  it('takes a 429 (too many wrong codes) as a used-up code, with the API’s message', async () => {
    const response = fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '600' });
    expect(await postConfirmCode('123456', TOKEN, undefined, answering(response))).toEqual({
      kind: 'refusedCode',
      code: 'usedUp',
      description: 'Too many.',
    });
  });

  it('says a 401 is an expired session', async () => {
    const response = fakeResponse(401, { message: 'Expired.' });
    expect(await postConfirmCode('123456', TOKEN, undefined, answering(response))).toEqual({
      kind: 'expired',
    });
  });

  it('gives any other refusal the error handler’s message', async () => {
    const body = [{ field: 'body', description: 'The body must be a JSON object.' }];
    expect(
      await postConfirmCode('123456', TOKEN, undefined, answering(fakeResponse(400, body))),
    ).toEqual({ kind: 'refused', message: 'The body must be a JSON object.' });
    expect(await postConfirmCode('123456', TOKEN, undefined, answering(fakeResponse(500)))).toEqual(
      { kind: 'refused', message: 'Server error' },
    );
  });

  it('reports a network failure as unreachable', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postConfirmCode('123456', TOKEN, undefined, fetchMock)).toEqual({
      kind: 'unreachable',
      detail: 'Error Code: 0 Message: Failed to fetch',
    });
  });
});
