import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type InboxEnquiry } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import { UserWidget } from '../user-widget/user-widget';
import { InboxPanel } from './inbox-panel';
import { useUnreadStore } from './unread-count';

const API = 'http://localhost:3005/api/enquiries';

function enquiry(id: string, overrides: Partial<InboxEnquiry> = {}): InboxEnquiry {
  return {
    id,
    kind: 'viewing',
    listingId: 'p1b',
    name: 'Abebe Kebede',
    phone: '+251 911 482 630',
    email: null,
    subject: null,
    message: 'Is Saturday morning possible?',
    language: 'en',
    sentAt: Date.parse('2026-11-29T06:15:00Z'),
    read: false,
    ...overrides,
  };
}

const PAGE_1 = {
  enquiries: [
    enquiry('e3'),
    enquiry('e2', {
      kind: 'contact',
      listingId: null,
      name: 'Hirut Alemu',
      email: 'hirut@example.com',
      subject: 'Renting in Bole',
      message: 'Do you have a flat\nnear the airport?',
      read: true,
    }),
  ],
  unread: 2,
  next: 'cursor-1',
};
const PAGE_2 = { enquiries: [enquiry('e1', { listingId: 'p7' })], unread: 2, next: null };

/** The API's enquiry routes; `marks` collects the bodies of the read marks. */
function serveInbox({ markStatus = 204 } = {}) {
  const marks: unknown[] = [];
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    if (url === API) return Promise.resolve(fakeResponse(200, PAGE_1));
    if (url === `${API}?before=cursor-1`) return Promise.resolve(fakeResponse(200, PAGE_2));
    if (url === `${API}/unread`) return Promise.resolve(fakeResponse(200, { unread: 2 }));
    if (url.startsWith(`${API}/`) && url.endsWith('/read')) {
      marks.push({ url, auth: new Headers(init?.headers).get('Authorization'), body: init?.body });
      return Promise.resolve(
        fakeResponse(markStatus, markStatus === 204 ? '' : { message: 'No.' }),
      );
    }
    throw new Error(`unexpected ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, marks };
}

function renderInbox() {
  useSessionStore.getState().login(SELAM);
  renderAccountPage(
    <>
      <UserWidget />
      <InboxPanel />
    </>,
    '/my-properties',
  );
}

beforeEach(() => {
  resetAccountState();
  useUnreadStore.setState({ token: null, count: null, askedAt: 0 });
});

it('lists the enquiries newest first, with who wrote, how to reach them and what', async () => {
  serveInbox();
  renderInbox();
  const viewing = await screen.findByRole('article', { name: 'Viewing request from Abebe Kebede' });
  expect(within(viewing).getByRole('link', { name: 'Property p1b' })).toHaveAttribute(
    'href',
    '/property/image-box?id=p1b',
  );
  expect(within(viewing).getByRole('link', { name: '+251 911 482 630' })).toHaveAttribute(
    'href',
    'tel:+251911482630',
  );
  expect(viewing).toHaveTextContent('New');
  expect(viewing).toHaveTextContent('29 Nov 2026, 09:15');
  const contact = screen.getByRole('article', { name: 'Message from Hirut Alemu' });
  expect(within(contact).getByRole('link', { name: 'hirut@example.com' })).toBeInTheDocument();
  expect(contact).toHaveTextContent('Renting in Bole');
  expect(contact).not.toHaveTextContent('New');
  const articles = screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'));
  expect(articles).toEqual(['Viewing request from Abebe Kebede', 'Message from Hirut Alemu']);
});

it('shows the unread count beside the account, and marking one read lowers it', async () => {
  const { marks } = serveInbox();
  renderInbox();
  expect(await screen.findByRole('link', { name: '2 unread enquiries' })).toHaveAttribute(
    'href',
    '/my-properties#inbox',
  );
  expect(screen.getByText('2 unread')).toBeInTheDocument();
  const viewing = await screen.findByRole('article', { name: 'Viewing request from Abebe Kebede' });
  await userEvent.click(within(viewing).getByRole('button', { name: 'Mark as read' }));
  expect(screen.getByRole('link', { name: '1 unread enquiry' })).toBeInTheDocument();
  expect(within(viewing).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  await waitFor(() => expect(marks).toHaveLength(1));
  expect(marks[0]).toEqual({
    url: `${API}/e3/read`,
    auth: `Bearer ${SELAM.token}`,
    body: JSON.stringify({ read: true }),
  });
});

it('puts a mark back, and says so, when the API did not take it', async () => {
  serveInbox({ markStatus: 500 });
  renderInbox();
  const viewing = await screen.findByRole('article', { name: 'Viewing request from Abebe Kebede' });
  await userEvent.click(within(viewing).getByRole('button', { name: 'Mark as read' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No.');
  expect(within(viewing).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '2 unread enquiries' })).toBeInTheDocument();
});

it('loads older enquiries and shows one listing’s when asked', async () => {
  serveInbox();
  renderInbox();
  await userEvent.click(await screen.findByRole('button', { name: 'Show older enquiries' }));
  expect(await screen.findByRole('link', { name: 'Property p7' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Show older enquiries' })).toBeNull();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Property p7');
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Property p7' })).toBeInTheDocument();
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Show' }),
    'Messages from the contact page',
  );
  expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
    'Message from Hirut Alemu',
  ]);
});

it('ends the session when the API refuses the token', async () => {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve(fakeResponse(401, { message: 'Your session has expired.' })),
  ) as unknown as typeof fetch;
  renderInbox();
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
});
