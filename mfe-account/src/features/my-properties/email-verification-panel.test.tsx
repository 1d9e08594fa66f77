import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore, useSessionStore } from '@betoch/shared';
import { fakeResponse, initTestI18n, serveAssets } from '@betoch/shared/testing';
import amJson from '../../../i18n/account/am.json';
import enJson from '../../../i18n/account/en.json';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import MyPropertiesPage from './my-properties-page';

const en = enJson.verification;
const am = amJson.verification;
const API = 'http://localhost:3005/api/auth';
const INBOX = 'http://localhost:3005/api/enquiries';

/** What `/api/auth/me` answers for Selam, verified or not. */
const me = (verified: boolean) => ({
  username: SELAM.username,
  name: SELAM.name,
  avatar: SELAM.avatar,
  userId: SELAM.userId,
  userCode: SELAM.userCode,
  verified,
});

type Answer = Response | Promise<Response>;
type Routes = Partial<Record<'me' | 'confirm' | 'send', Answer | (() => Answer)>>;

/**
 * Answers the API's account calls with `routes` (each answer once, or a function for every call)
 * and everything else with the served data files, as the page fetches its listings.
 */
function serveApi(routes: Routes) {
  const files = serveAssets();
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    const route = {
      [`${API}/me`]: 'me',
      [`${API}/verification/confirm`]: 'confirm',
      [`${API}/verification/send`]: 'send',
    }[url] as keyof Routes | undefined;
    // The page's inbox, empty: these tests are about the verification panel.
    if (url.startsWith(INBOX)) {
      const empty = url.endsWith('/unread')
        ? { unread: 0 }
        : { enquiries: [], unread: 0, next: null };
      return Promise.resolve(fakeResponse(200, empty));
    }
    if (!route) return files(url);
    const answer = routes[route];
    if (answer === undefined) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    return Promise.resolve(typeof answer === 'function' ? answer() : answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to one of the API's addresses, with their headers and parsed JSON body. */
function callsTo(fetchMock: ReturnType<typeof serveApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === `${API}${path}`)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('Authorization'),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

function renderPage() {
  useSessionStore.getState().login(SELAM);
  return renderAccountPage(<MyPropertiesPage />, '/my-properties');
}

const panelHeading = (name = en.title) => screen.queryByRole('heading', { level: 2, name });
const codeField = (label = en.code) => screen.getByRole('textbox', { name: label });

beforeEach(() => {
  resetAccountState();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the e-mail verification panel on /my-properties', () => {
  it('shows nothing for a verified account', async () => {
    const fetchMock = serveApi({ me: fakeResponse(200, me(true)) });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(callsTo(fetchMock, '/me')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(panelHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: en.code })).not.toBeInTheDocument();
  });

  it('shows nothing until /me has said, then asks an unverified account for its code', async () => {
    let answerMe: (response: Response) => void = () => undefined;
    const fetchMock = serveApi({ me: new Promise((resolve) => (answerMe = resolve)) });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(panelHeading()).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/me')).toEqual([
      { method: 'GET', authorization: `Bearer ${SELAM.token}`, body: undefined },
    ]);

    answerMe(fakeResponse(200, me(false)));
    expect(await screen.findByRole('heading', { level: 2, name: en.title })).toBeInTheDocument();
    expect(screen.getByText(en.text.replace('{{email}}', SELAM.username))).toBeInTheDocument();
    const field = codeField();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field.closest('form')).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: en.submit })).toBeEnabled();
    expect(screen.getByRole('button', { name: en.resend })).toBeEnabled();
  });

  it('shows nothing when /me fails', async () => {
    const fetchMock = serveApi({ me: fakeResponse(503, { message: 'Busy.' }) });
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(callsTo(fetchMock, '/me')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(panelHeading()).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe(SELAM.token);
  });

  it('checks the code with the rule before sending it', async () => {
    const fetchMock = serveApi({ me: fakeResponse(200, me(false)) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(codeField()).toHaveAccessibleDescription(en.errors.required);
    expect(codeField()).toHaveFocus();
    await user.type(codeField(), '12 345');
    expect(codeField()).toHaveAccessibleDescription(en.errors.invalidCode);
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(callsTo(fetchMock, '/verification/confirm')).toEqual([]);
  });

  it('shows a wrong code’s message on the field, until the code changes', async () => {
    const fetchMock = serveApi({
      me: fakeResponse(200, me(false)),
      confirm: fakeResponse(400, [
        { field: 'code', code: 'wrong', description: 'This code is not the one we sent.' },
      ]),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.type(codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: en.submit }));

    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(en.errors.wrong));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(callsTo(fetchMock, '/verification/confirm')).toEqual([
      { method: 'POST', authorization: `Bearer ${SELAM.token}`, body: { code: '123456' } },
    ]);
    expect(panelHeading()).toBeInTheDocument();

    await user.type(codeField(), '{Backspace}7');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s description for a code it has no text for', async () => {
    serveApi({
      me: fakeResponse(200, me(false)),
      confirm: fakeResponse(400, [{ field: 'code', code: 'locked', description: 'Locked.' }]),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Locked.'));
  });

  it('on a right code says the e-mail is verified, keeps the verified session, and hides the panel', async () => {
    // The API says verified of the token the right code brings back, as it does.
    serveApi({
      me: () =>
        fakeResponse(200, me(useSessionStore.getState().token === 'verified.session.token')),
      confirm: fakeResponse(200, { ...me(true), token: 'verified.session.token' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: en.submit }));

    expect(await screen.findByText(en.verified)).toBeInTheDocument();
    expect(panelHeading()).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    // The token that says the account is verified, what publishing is checked by.
    expect(useSessionStore.getState()).toMatchObject({
      token: 'verified.session.token',
      userCode: SELAM.userCode,
    });
  });

  it('after too many wrong codes (429) asks for a new one', async () => {
    serveApi({
      me: fakeResponse(200, me(false)),
      confirm: fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '600' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(en.errors.usedUp));
  });

  it('sends a visitor whose session expired (401) to log in, and back here afterwards', async () => {
    serveApi({
      me: fakeResponse(200, me(false)),
      confirm: fakeResponse(401, { message: 'Your session has expired.' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup();
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/page/other-pages/log-in?returnTo=%2Fmy-properties',
      ),
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('asks for a new code in the visitor’s language, then counts down until another may be asked', async () => {
    jest.useFakeTimers();
    const fetchMock = serveApi({
      me: fakeResponse(200, me(false)),
      send: fakeResponse(202, { resendAfterSeconds: 60, expiresInMinutes: 30 }),
    });
    // Amharic chosen before the page is drawn, as by a visitor who chose it earlier.
    initTestI18n({ account: enJson }, { account: amJson });
    useLanguageStore.getState().setLanguage('am');
    const { unmount } = renderPage();
    try {
      expect(await screen.findByRole('heading', { level: 2, name: am.title })).toBeInTheDocument();
      expect(await screen.findAllByRole('article')).toHaveLength(4);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(codeField(am.code), '999999');
      await user.click(screen.getByRole('button', { name: am.resend }));

      const notice = await screen.findByText(am.sent.replace('{{email}}', SELAM.username));
      expect(notice).toHaveAttribute('role', 'status');
      expect(callsTo(fetchMock, '/verification/send')).toEqual([
        { method: 'POST', authorization: `Bearer ${SELAM.token}`, body: { language: 'am' } },
      ]);
      // The typed code belonged to the old one.
      expect(codeField(am.code)).toHaveValue('');
      const resend = screen.getByRole('button', { name: am.resend });
      expect(resend).toBeDisabled();
      expect(resend).toHaveAccessibleDescription(am.resendIn.replace('{{time}}', '1:00'));

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText(am.resendIn.replace('{{time}}', '0:59'))).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(59_000));
      expect(resend).toBeEnabled();
      expect(screen.queryByText(am.resendIn.replace('{{time}}', '0:00'))).not.toBeInTheDocument();
    } finally {
      // Gone first, so that English does not reload the listings after the test.
      unmount();
      useLanguageStore.getState().setLanguage('en');
    }
  });

  it('counts down from a 429’s Retry-After', async () => {
    jest.useFakeTimers();
    serveApi({
      me: fakeResponse(200, me(false)),
      send: fakeResponse(429, { message: 'Wait.' }, { 'Retry-After': '42' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: en.resend }));

    expect(await screen.findByRole('alert')).toHaveTextContent(enJson.retry.tooMany);
    const resend = screen.getByRole('button', { name: en.resend });
    expect(resend).toBeDisabled();
    expect(screen.getByText(en.resendIn.replace('{{time}}', '0:42'))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText(en.resendIn.replace('{{time}}', '0:12'))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(12_000));
    expect(resend).toBeEnabled();
  });

  it('says when the e-mail could not be sent (503)', async () => {
    serveApi({
      me: fakeResponse(200, me(false)),
      send: fakeResponse(503, { message: 'Mail down.' }, { 'Retry-After': '10' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    await userEvent.setup().click(screen.getByRole('button', { name: en.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${en.mailFailed} ${enJson.retry.later}`,
    );
    expect(screen.getByRole('button', { name: en.resend })).toBeEnabled();
  });

  it('hides the panel when the API says the e-mail is already verified (409)', async () => {
    serveApi({
      me: fakeResponse(200, me(false)),
      send: fakeResponse(409, { message: 'This e-mail address is already verified.' }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: en.title });
    await userEvent.setup().click(screen.getByRole('button', { name: en.resend }));
    await waitFor(() => expect(panelHeading()).not.toBeInTheDocument());
  });
});
