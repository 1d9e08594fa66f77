import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { useSessionStore } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import {
  SELAM,
  photoFile,
  renderAccountPage,
  resetAccountState,
  stubPhotoFiles,
} from '../../testing/test-helpers';
import { PublishPanel } from './publish-panel';

const SERVICE = 'http://localhost:3006';
const original = getRuntimeConfig();

interface Posted {
  url: string;
  auth: string | null;
  contentType: string | null;
  /** The `draft` part, read as JSON. */
  draft: unknown;
  /** The `photo` parts, in their order. */
  photos: File[];
}

/** The listings service's answer to the listing, and what was posted to it. */
function serveService(answer: Response | (() => Promise<Response>)) {
  const posted: Posted[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    // The account's published listings, under the form: none yet.
    if (url.endsWith('/api/listings/mine')) {
      return Promise.resolve(fakeResponse(200, { items: [] }));
    }
    const body = init?.body;
    if (!(body instanceof FormData))
      throw new Error('a new listing is sent as multipart/form-data');
    const headers = new Headers(init?.headers);
    posted.push({
      url,
      auth: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      draft: JSON.parse(String(body.get('draft'))) as unknown,
      photos: body.getAll('photo') as File[],
    });
    return typeof answer === 'function' ? answer() : Promise.resolve(answer);
  }) as unknown as typeof fetch;
  return posted;
}

function renderPanel() {
  useSessionStore.getState().login(SELAM);
  renderAccountPage(<PublishPanel />, '/my-properties');
}

let files: ReturnType<typeof stubPhotoFiles>;

beforeEach(() => {
  resetAccountState();
  setRuntimeConfig({ ...original, listingsApiUrl: SERVICE });
  files = stubPhotoFiles();
});
afterEach(() => {
  setRuntimeConfig(original);
  files.restore();
});

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

const photoInput = () => screen.getByLabelText(/^Choose photos/);
const chosen = () =>
  within(screen.getByRole('list', { name: 'Photos chosen' })).getAllByRole('listitem');

/** Picks the listing's photos: the living room first, then the kitchen. */
async function pickPhotos(u: ReturnType<typeof user>) {
  await u.upload(photoInput(), [photoFile('living-room.jpg'), photoFile('kitchen.jpg')]);
  expect(await screen.findByText('2 photos chosen, at most 12.')).toBeInTheDocument();
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

it('publishes a valid listing and its photos with the session’s token, and links to its page', async () => {
  const posted = serveService(fakeResponse(201, { id: 'rk3m9x2p7qa', version: 1 }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await pickPhotos(u);
  // The kitchen is the cover.
  await u.click(within(chosen()[1]!).getByRole('button', { name: 'Make cover' }));
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
    // The browser writes the multipart type with its boundary.
    contentType: null,
    draft: {
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
  expect(posted[0]?.photos.map((photo) => photo.name)).toEqual(['kitchen.jpg', 'living-room.jpg']);
  // The form gone, its thumbnails' URLs are given back.
  expect([...files.revoked].sort()).toEqual([...files.made].sort());
  await u.click(screen.getByRole('button', { name: 'Publish another property' }));
  expect(screen.getByLabelText(/^Price/)).toHaveValue('');
  expect(screen.getByText('0 photos chosen, at most 12.')).toBeInTheDocument();
});

it('asks for a photo before sending anything, and checks each picked one’s bytes', async () => {
  const posted = serveService(fakeResponse(201, { id: 'rx', version: 1 }));
  renderPanel();
  const u = userEvent.setup({ delay: null, applyAccept: false });
  await fillRent(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(photoInput()).toHaveFocus();
  expect(photoInput()).toHaveAccessibleDescription(
    expect.stringContaining('Add at least one photo of the property.'),
  );
  await u.upload(photoInput(), [photoFile('plan.gif', 'gif', { type: 'image/gif' })]);
  expect(
    await screen.findByText('Photo 1 is a GIF: choose a JPEG, PNG or WebP file.'),
  ).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(photoInput()).toHaveFocus();
  expect(posted).toEqual([]);
});

it('says uploading on the button, disabled, while the photos are sent; once only', async () => {
  let answer: (response: Response) => void = () => undefined;
  const posted = serveService(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  renderPanel();
  const u = user();
  await fillRent(u);
  await pickPhotos(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  const uploading = await screen.findByRole('button', { name: 'Uploading the photos…' });
  expect(uploading).toBeDisabled();
  expect(photoInput()).toBeDisabled();
  await u.click(uploading);
  expect(posted).toHaveLength(1);
  answer(fakeResponse(201, { id: 'rk3m9x2p7qa', version: 1 }));
  expect(await screen.findByText('Your listing is published.')).toBeInTheDocument();
});

it('shows the photos the service refused with the picker, the form and photos kept', async () => {
  serveService(
    fakeResponse(400, {
      errors: [
        {
          field: 'photos',
          code: 'tooManyPixels',
          photo: 2,
          description: 'Photo 2 is too large in pixels.',
        },
      ],
    }),
  );
  renderPanel();
  const u = user();
  await fillRent(u);
  await pickPhotos(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^The listing was not published:/);
  expect(alert).toHaveTextContent(/Some photos were not taken: see the photos below\.$/);
  const refusal = 'Photo 2 is too large in pixels: at most 50 megapixels and 12,000 pixels a side.';
  expect(photoInput()).toHaveAccessibleDescription(expect.stringContaining(refusal));
  expect(screen.getByText('2 photos chosen, at most 12.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Price/)).toHaveValue('25,000');
  // Another photo in its place: the answer was about the photos sent, not these.
  await u.click(within(chosen()[1]!).getByRole('button', { name: 'Remove' }));
  expect(screen.queryByText(refusal)).toBeNull();
});

it('says an unverified account must verify first, keeping the form', async () => {
  serveService(fakeResponse(403, { message: 'Verify your e-mail address before you publish.' }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await pickPhotos(u);
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
  await pickPhotos(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have published many listings today. Try again in 2 hours.',
  );
});

it('says when the service is busy (it takes few uploads at once), and when to try again', async () => {
  serveService(fakeResponse(503, { message: 'Busy.' }, { 'Retry-After': '90' }));
  renderPanel();
  const u = user();
  await fillRent(u);
  await pickPhotos(u);
  await u.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The listings service is busy right now; your form is kept. Try again in 2 minutes.',
  );
});
