import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import { SELAM } from '../../testing/test-helpers';
import { postLogin } from './login-api';

const credentials = { email: 'selam@betoch.et', password: 'Selam#2026' };
const original = getRuntimeConfig();

afterEach(() => setRuntimeConfig(original));

describe('postLogin', () => {
  it('posts to the configured API and gives the whole session', async () => {
    setRuntimeConfig({ ...original, apiBaseUrl: 'https://api.betoch.et/' });
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, SELAM));
    const result = await postLogin(credentials, undefined, fetchMock);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.betoch.et/api/auth/login',
      expect.objectContaining({ method: 'POST', credentials: 'omit' }),
    );
    expect(result).toEqual({
      ok: true,
      session: expect.objectContaining({ token: SELAM.token, userCode: 'U-1001', userId: 1 }),
    });
  });

  it('joins the field descriptions of a 400 list (docs/rules.md#error-handler, step 2)', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(
        fakeResponse(400, [{ field: 'email', description: 'The e-mail is required.' }]),
      );
    expect(await postLogin(credentials, undefined, fetchMock)).toEqual({
      ok: false,
      failure: { kind: 'refused', message: 'email\nThe e-mail is required.' },
    });
  });

  it('passes on the 429 message', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(fakeResponse(429, { message: 'Try again in 15 minutes.' }));
    expect(await postLogin(credentials, undefined, fetchMock)).toEqual({
      ok: false,
      failure: { kind: 'refused', message: 'Try again in 15 minutes.' },
    });
  });

  it('refuses a 200 without a usable session', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, { token: '' }));
    expect(await postLogin(credentials, undefined, fetchMock)).toEqual({
      ok: false,
      failure: { kind: 'refused', message: 'Server error' },
    });
  });

  it('reports a network failure as unreachable', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postLogin(credentials, undefined, fetchMock)).toEqual({
      ok: false,
      failure: { kind: 'unreachable', detail: 'Error Code: 0 Message: Failed to fetch' },
    });
  });
});
