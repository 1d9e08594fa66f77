import { getRuntimeConfig, setRuntimeConfig, validateSignUp } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import { postSignUp } from './sign-up-api';

const FORM = {
  name: ' Hanna Girma ',
  email: ' hanna@betoch.et ',
  phone: '0911 48 26 30',
  password: 'Meskel flower 2026',
};
/** What the API answers a new account: a log-in's answer, not yet verified. */
const CREATED = {
  token: 'new.token.sig',
  username: 'hanna@betoch.et',
  name: 'Hanna Girma',
  avatar: '/assets/images/avatars/member.svg',
  userId: 7,
  userCode: 'U-1007',
  verified: false,
};
const original = getRuntimeConfig();

afterEach(() => setRuntimeConfig(original));

const answering = (response: Response) => jest.fn().mockResolvedValue(response);

describe('postSignUp', () => {
  it('is given a form the shared rules accept', () => {
    expect(validateSignUp(FORM)).toEqual({});
  });

  it('posts the form as JSON to the configured API, the password in the body only', async () => {
    setRuntimeConfig({ ...original, apiBaseUrl: 'https://api.betoch.et/' });
    const fetchMock = answering(fakeResponse(201, CREATED));
    await postSignUp(FORM, undefined, fetchMock);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.betoch.et/api/auth/signup');
    expect(url).not.toContain(FORM.password);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      name: FORM.name.trim(),
      email: FORM.email.trim(),
      phone: FORM.phone.trim(),
      password: FORM.password,
      language: 'en',
    });
  });

  it('gives the session of a 201, as a log-in stores it, and whether the e-mail is verified', async () => {
    const result = await postSignUp(FORM, undefined, answering(fakeResponse(201, CREATED)));
    const { verified, token, ...profile } = CREATED;
    expect(result).toEqual({
      ok: true,
      session: { token, ...profile, updateObject: profile },
      verified,
    });
  });

  it('refuses a 201 without a usable session, as the log-in refuses such a 200', async () => {
    const result = await postSignUp(FORM, undefined, answering(fakeResponse(201, { token: '' })));
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', message: 'Server error' } });
  });

  it.each([400, 409])('gives the refused fields of a %i list, codes kept', async (status) => {
    const problems = [
      { field: 'email', code: 'taken', description: 'An account with this e-mail already exists.' },
      { field: 'body', description: 'The body must be a JSON object.' },
    ];
    const result = await postSignUp(FORM, undefined, answering(fakeResponse(status, problems)));
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        problems: [problems[0], { ...problems[1], code: undefined }],
      },
    });
  });

  it('gives a 400 that is not a list of fields the error handler’s message', async () => {
    const result = await postSignUp(
      FORM,
      undefined,
      answering(fakeResponse(400, { message: 'Malformed JSON.' })),
    );
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', message: 'Malformed JSON.' } });
  });

  it.each([429, 503])('tells a %i to wait for as long as Retry-After says', async (status) => {
    const response = fakeResponse(status, { message: 'Later.' }, { 'Retry-After': '30' });
    expect(await postSignUp(FORM, undefined, answering(response))).toEqual({
      ok: false,
      failure: { kind: 'throttled', status, retryAfterSeconds: 30 },
    });
  });

  it('tells a 429 without a readable Retry-After to wait, without saying how long', async () => {
    const response = fakeResponse(429, { message: 'Later.' });
    expect(await postSignUp(FORM, undefined, answering(response))).toEqual({
      ok: false,
      failure: { kind: 'throttled', status: 429, retryAfterSeconds: undefined },
    });
  });

  it('gives any other status the error handler’s message (docs/rules.md#error-handler)', async () => {
    const response = fakeResponse(500, '', { 'Application-Error': 'Database unavailable' });
    expect(await postSignUp(FORM, undefined, answering(response))).toEqual({
      ok: false,
      failure: { kind: 'refused', message: 'Database unavailable' },
    });
  });

  it('reports a network failure as unreachable', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postSignUp(FORM, undefined, fetchMock)).toEqual({
      ok: false,
      failure: { kind: 'unreachable', detail: 'Error Code: 0 Message: Failed to fetch' },
    });
  });
});
