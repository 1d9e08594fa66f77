import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  PASSWORD_MIN,
  SIGN_UP_PATH,
  useLanguageStore,
  useSessionStore,
} from '@betoch/shared';
import amJson from '../../../i18n/account/am.json';
import enJson from '../../../i18n/account/en.json';
import { fakeResponse, renderRoute } from '@betoch/shared/testing';
import { LocationProbe, SELAM, resetAccountState, storedSession } from '../../testing/test-helpers';
import SignUpPage from './sign-up-page';

const en = enJson.signUp;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

const VALID = {
  name: 'Hanna Girma',
  email: 'hanna@betoch.et',
  phone: '0911 48 26 30',
  password: 'Meskel flower 2026',
};
/** What the API answers a new account: a log-in's answer, not yet verified. */
const CREATED = {
  token: 'new.token.sig',
  username: VALID.email,
  name: VALID.name,
  avatar: '/assets/images/avatars/member.svg',
  userId: 7,
  userCode: 'U-1007',
  verified: false,
};

function renderSignUp() {
  renderRoute(
    <>
      <SignUpPage />
      <LocationProbe />
    </>,
    {
      url: SIGN_UP_PATH,
      path: '/*',
      namespaces: { account: enJson },
      amNamespaces: { account: amJson },
    },
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  const labels = { name: en.name, email: en.email, phone: en.phone, password: en.password };
  for (const [key, value] of Object.entries(values)) {
    if (value) await user.type(field(labels[key as keyof typeof labels]), value);
  }
  return user;
}

async function submit(values: Partial<typeof VALID> = VALID) {
  const user = await fill(values);
  await user.click(screen.getByRole('button', { name: en.submit }));
  return user;
}

beforeEach(() => {
  resetAccountState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('SignUpPage', () => {
  it('labels every field, and ties the phone and password hints to them', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.email })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: en.phone })).toHaveAccessibleDescription(
      en.phoneHint,
    );
    expect(field(en.password)).toHaveAttribute('type', 'password');
    expect(field(en.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: en.logIn })).toHaveAttribute('href', LOGIN_PATH);
  });

  it('shows a message on each invalid field, focuses the first and sends nothing', async () => {
    renderSignUp();
    await submit({ email: 'hanna@betoch', phone: '911482630', password: 'short' });

    const name = field(en.name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(en.errors.required.name);
    expect(name).toHaveFocus();
    expect(field(en.email)).toHaveAccessibleDescription(en.errors.invalidEmail);
    expect(field(en.phone)).toHaveAccessibleDescription(
      `${en.phoneHint} ${en.errors.invalidPhone}`,
    );
    expect(field(en.password)).toHaveAccessibleDescription(
      expect.stringContaining(en.errors.tooShort.replace('{{min}}', String(PASSWORD_MIN))),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s “common” refusal on the password field, until the password changes', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(400, [
        { field: 'password', code: 'common', description: 'One of the most common ones.' },
      ]),
    );
    renderSignUp();
    const user = await submit();

    const password = field(en.password);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(en.errors.common));
    expect(field(en.email)).not.toHaveAttribute('aria-invalid');
    expect(storedSession()).toEqual({});

    await user.type(password, '!');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s description for a code it has no text for', async () => {
    const description = 'The name may not contain digits.';
    fetchMock.mockResolvedValue(
      fakeResponse(400, [{ field: 'name', code: 'digits', description }]),
    );
    renderSignUp();
    await submit();
    await waitFor(() => expect(field(en.name)).toHaveAccessibleDescription(description));
  });

  it('says on a 409 that the e-mail has an account, with a link to log in', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(409, [{ field: 'email', code: 'taken', description: 'Already exists.' }]),
    );
    renderSignUp();
    await submit();

    const email = field(en.email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining(en.errors.taken));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(within(error as HTMLElement).getByRole('link', { name: en.takenLogIn })).toHaveAttribute(
      'href',
      LOGIN_PATH,
    );
    expect(storedSession()).toEqual({});
  });

  it('on a 201 stores the session as a log-in does, says so and goes to my properties', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSignUp();
    await submit();

    const busy = screen.getByRole('button', { name: en.busy });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3005/api/auth/signup');
    expect(url).not.toContain(VALID.password);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...VALID, language: 'en' });

    answer(fakeResponse(201, CREATED));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(MY_PROPERTIES_PATH),
    );
    expect(await screen.findByText(en.created)).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      token: CREATED.token,
      username: CREATED.username,
      name: CREATED.name,
      userId: String(CREATED.userId),
      userCode: CREATED.userCode,
    });
    expect(storedSession()['betoch.token']).toBe(CREATED.token);
    expect(JSON.stringify(storedSession())).not.toContain(VALID.password);
    expect(JSON.stringify(localStorage)).not.toContain(VALID.password);
  });

  it('asks to wait as long as a 429’s Retry-After says', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '30' }),
    );
    renderSignUp();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enJson.retry.tooMany);
    expect(alert).toHaveTextContent(enJson.retry.inSeconds_other.replace('{{count}}', '30'));
    expect(storedSession()).toEqual({});
  });

  it('says the service cannot be reached, as the log-in page does, when the API is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSignUp();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enJson.login.unreachable);
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: en.submit })).toBeEnabled();
  });

  it('shows who is logged in, as the log-in page does, instead of the form', () => {
    useSessionStore.getState().login(SELAM);
    renderSignUp();
    expect(
      screen.getByRole('heading', { level: 1, name: enJson.login.titleLoggedIn }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(SELAM.name))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.submit })).not.toBeInTheDocument();
  });

  it('speaks Amharic with Amharic chosen', async () => {
    renderSignUp();
    act(() => useLanguageStore.getState().setLanguage('am'));
    try {
      const am = amJson.signUp;
      expect(await screen.findByRole('heading', { level: 1, name: am.title })).toBeInTheDocument();
      for (const label of [am.name, am.email, am.phone, am.password]) {
        expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
      }
      await userEvent.setup().click(screen.getByRole('button', { name: am.submit }));
      expect(screen.getByLabelText(am.name, { exact: false })).toHaveAccessibleDescription(
        am.errors.required.name,
      );
      expect(screen.queryByText(en.submit)).not.toBeInTheDocument();
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });
});
