import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { useSessionStore } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import { PublishPanel } from './publish-panel';

const SERVICE = 'http://localhost:3006';
const original = getRuntimeConfig();

/** The listings service's answer to the listing, and what was posted to it. */
function serveService(answer: Response) {
  const posted: { url: string; auth: string | null; body: unknown }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    // The account's published listings, under the form: none yet.
    if (url.endsWith('/api/listings/mine')) {
      return Promise.resolve(fakeResponse(200, { items: [] }));
    }
    posted.push({
      url,
      auth: new Headers(init?.headers).get('Authorization'),
      body: JSON.parse(String(init?.body)) as unknown,
    });
    return Promise.resolve(answer);
  }) as unknown as typeof fetch;
  return posted;
}

function renderPanel() {
  useSessionStore.getState().login(SELAM);
  renderAccountPage(<PublishPanel />, '/my-properties');
}

beforeEach(() => {
  resetAccountState();
  setRuntimeConfig({ ...original, listingsApiUrl: SERVICE });
});
afterEach(() => setRuntimeConfig(original));

// Fifteen fields typed a key at a time: no pause between keys, and room on a busy machine.
const user = () => userEvent.setup({ delay: null });
jest.setTimeout(20_000);

async function fillRent(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Publish a property' }));
  await u.selectOptions(screen.getByLabelText(/^Deal/), 'For rent');
  await u.selectOptions(screen.getByLabelText(/^Rent is asked/), 'per month');
  await u.selectOptions(screen.getByLabelText(/^Property type/), 'Condominium');
  await u.type(screen.getByLabelText(/^Price/), '25,000');
  await u.type(screen.getByLabelText(/^Area/), '85');
  await u.type(screen.getByLabelText(/^Bedrooms/), '2');
  await u.type(screen.getByLabelText(/^Bathrooms/), '1');
  await u.selectOptions(screen.getByLabelText(/^City/), 'Addis Ababa');
  await u.selectOptions(screen.getByLabelText(/^Sub-city/), 'Yeka');
  await u.type(screen.getByLabelText(/^Address/), 'Behind Megenagna square');
  await u.type(screen.getByLabelText(/^Latitude/), '9.0205');
  await u.type(screen.getByLabelText(/^Longitude/), '38.8014');
  await u.type(screen.getByLabelText('Title in English'), 'Two-bedroom condominium in Yeka');
  await u.type(
    screen.getByLabelText('Description in English'),
    'A bright two-bedroom condominium on the third floor, near the square.',
  );
}

it('refuses an empty listing field by field and focuses the first, sending nothing', async () => {
  const posted = serveService(fakeResponse(201, { id: 'rx', version: 1 }));
  renderPanel();
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Publish a property' }));
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  const deal = screen.getByLabelText(/^Deal/);
  expect(deal).toHaveFocus();
  expect(deal).toHaveAccessibleDescription('Fill this in.');
  expect(screen.getByLabelText('Title in English')).toHaveAccessibleDescription('Fill this in.');
  // One language is enough: the Amharic title is not asked for when the English one is missing.
  expect(screen.getByLabelText('Title in Amharic')).not.toHaveAttribute('aria-invalid');
  expect(posted).toEqual([]);
});

it('names the price range of the deal and currency chosen', async () => {
  serveService(fakeResponse(201, { id: 'rx', version: 1 }));
  renderPanel();
  const u = user();
  await fillRent(u);
  const price = screen.getByLabelText(/^Price/);
  await u.clear(price);
  await u.type(price, '100');
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(price).toHaveAccessibleDescription('Enter at least 500.');
  await u.selectOptions(screen.getByLabelText(/^Currency/), 'US dollars (USD)');
  await u.clear(price);
  await u.type(price, '2');
  expect(price).toHaveAccessibleDescription(/^Enter at least \d+\.$/);
});

it('publishes a valid listing with the session’s token and links to its page', async () => {
  const posted = serveService(fakeResponse(201, { id: 'rk3m9x2p7qa', version: 1 }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  const status = await screen.findByText('Your listing is published.');
  expect(within(status).getByRole('link', { name: 'See its page' })).toHaveAttribute(
    'href',
    '/property/image-box?id=rk3m9x2p7qa',
  );
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    url: `${SERVICE}/api/listings`,
    auth: `Bearer ${SELAM.token}`,
    body: {
      deal: 'rent',
      rentPeriod: 'month',
      type: 'Condominium',
      price: { amount: 25000, currency: 'ETB' },
      beds: 2,
      subCity: 'Yeka',
      location: { lat: 9.0205, lng: 38.8014 },
      title: { en: 'Two-bedroom condominium in Yeka' },
    },
  });
  await u.click(screen.getByRole('button', { name: 'Publish another property' }));
  expect(screen.getByLabelText(/^Price/)).toHaveValue('');
});

it('says an unverified account must verify first, keeping the form', async () => {
  serveService(fakeResponse(403, { message: 'Verify your e-mail address before you publish.' }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Verify your e-mail address above before you publish.',
  );
  expect(screen.getByLabelText(/^Price/)).toHaveValue('25,000');
});

it('shows nothing where the site has no listings service to publish to', () => {
  setRuntimeConfig(original);
  renderPanel();
  expect(screen.queryByRole('button', { name: 'Publish a property' })).toBeNull();
});

it('says when a day’s listings are used up', async () => {
  serveService(fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '7200' }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have published many listings today. Try again in 2 hours.',
  );
});
