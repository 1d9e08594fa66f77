import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { useSessionStore } from '@betoch/shared';
import { fakeResponse } from '@betoch/shared/testing';
import type { ListingDraft } from '@betoch/shared/domain/listing-draft-rules';
import {
  SELAM,
  photoFile,
  renderAccountPage,
  resetAccountState,
  stubPhotoFiles,
} from '../../testing/test-helpers';
import { MyListingsPanel } from './my-listings-panel';
import type { MyListing } from './publish-api';

const SERVICE = 'http://localhost:3006';
const original = getRuntimeConfig();

const DRAFT: ListingDraft = {
  deal: 'sale',
  type: 'Villa',
  price: { amount: 25_000_000, currency: 'ETB' },
  area: 400,
  beds: 5,
  baths: 4,
  city: 'Addis Ababa',
  subCity: 'Bole',
  address: 'Near the Japan embassy',
  location: { lat: 8.99, lng: 38.79 },
  features: ['Garden'],
  title: { en: 'Five-bedroom villa with a garden in Bole' },
  description: { en: 'A quiet villa with a large garden, five bedrooms and a guest house.' },
};

const LIVE: MyListing = {
  id: 'bk3m9x2p7qa',
  status: 'live',
  version: 2,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
  draft: DRAFT,
};
const WITHDRAWN: MyListing = {
  ...LIVE,
  id: 'rq2w3e4r5t6',
  status: 'withdrawn',
  version: 3,
  draft: {
    ...DRAFT,
    deal: 'rent',
    rentPeriod: 'month',
    price: { amount: 90_000, currency: 'ETB' },
    title: { en: 'Villa to rent near Bole Medhanealem' },
  },
};

type Route = (url: string, init?: RequestInit) => Response;

interface Call {
  url: string;
  method: string;
  /** A JSON body, read; a multipart one's `edit` part, read. */
  body: unknown;
  /** A multipart body's `photo` parts; undefined for JSON. */
  photos?: File[];
}

function serve(route: Route) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const body = init?.body;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      ...(body instanceof FormData
        ? {
            body: JSON.parse(String(body.get('edit'))) as unknown,
            photos: body.getAll('photo') as File[],
          }
        : { body: body ? (JSON.parse(String(body)) as unknown) : undefined }),
    });
    return Promise.resolve(route(url, init));
  }) as unknown as typeof fetch;
  return calls;
}

let files: ReturnType<typeof stubPhotoFiles>;

beforeEach(() => {
  resetAccountState();
  setRuntimeConfig({ ...original, listingsApiUrl: SERVICE });
  useSessionStore.getState().login(SELAM);
  files = stubPhotoFiles();
});
afterEach(() => {
  setRuntimeConfig(original);
  files.restore();
});

/** Where the service keeps the listing's photos: paths on the service. */
const KEY = '/photos/bk3m9x2p7qa/mi0d6x2o-3fa9c0d21e7b';
const photo = (n: number) => ({
  src: `${KEY}/${n}-640.jpg`,
  width: 640,
  height: 480,
  alt: n === 1 ? 'The villa from its garden' : 'The kitchen',
  widths: {
    webp: [{ src: `${KEY}/${n}-640.webp`, width: 640 }],
    jpeg: [{ src: `${KEY}/${n}-640.jpg`, width: 640 }],
  },
});
/** The listing as `/mine` gives it, with its photos. */
const WITH_PHOTOS = { ...LIVE, photos: [photo(1), photo(2)] };
jest.setTimeout(20_000);

it('lists the account’s listings with their status, and withdraws one with its version', async () => {
  let withdrawn = false;
  const calls = serve((url) => {
    if (url.endsWith('/mine')) {
      const live = withdrawn ? { ...LIVE, status: 'withdrawn', version: 3 } : LIVE;
      return fakeResponse(200, { items: [live, WITHDRAWN] });
    }
    withdrawn = true;
    return fakeResponse(200, { id: LIVE.id, version: 3, status: 'withdrawn' });
  });
  renderAccountPage(<MyListingsPanel refreshKey={0} />, '/my-properties');
  const villa = await screen.findByRole('article', {
    name: 'Five-bedroom villa with a garden in Bole',
  });
  expect(villa).toHaveTextContent('Published');
  expect(within(villa).getByRole('link', { name: 'See its page' })).toHaveAttribute(
    'href',
    '/property/image-box?id=bk3m9x2p7qa',
  );
  const rent = screen.getByRole('article', { name: 'Villa to rent near Bole Medhanealem' });
  expect(rent).toHaveTextContent('Withdrawn');
  expect(within(rent).getByRole('button', { name: 'Publish again' })).toBeInTheDocument();

  await userEvent.click(within(villa).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText(/The listing is withdrawn/)).toBeInTheDocument();
  expect(calls.find(({ method }) => method === 'POST')).toEqual({
    url: `${SERVICE}/api/listings/bk3m9x2p7qa/withdraw`,
    method: 'POST',
    body: { version: 2 },
  });
  expect(
    await within(
      await screen.findByRole('article', { name: 'Five-bedroom villa with a garden in Bole' }),
    ).findByRole('button', { name: 'Publish again' }),
  ).toBeInTheDocument();
});

it('opens an edit refused as stale again on what the listing holds now, and saves that version', async () => {
  const current: MyListing = {
    ...LIVE,
    version: 5,
    draft: { ...DRAFT, price: { amount: 23_000_000, currency: 'ETB' } },
  };
  let puts = 0;
  const calls = serve((url, init) => {
    if (url.endsWith('/mine')) return fakeResponse(200, { items: [LIVE] });
    if (init?.method === 'PUT') {
      puts += 1;
      return puts === 1
        ? fakeResponse(409, { message: 'Changed.', current })
        : fakeResponse(200, { id: LIVE.id, version: 6 });
    }
    throw new Error(`unexpected ${url}`);
  });
  renderAccountPage(<MyListingsPanel refreshKey={0} />, '/my-properties');
  const villa = await screen.findByRole('article', {
    name: 'Five-bedroom villa with a garden in Bole',
  });
  await userEvent.click(within(villa).getByRole('button', { name: 'Edit' }));
  // The deal is fixed with the id.
  expect(within(villa).getByLabelText(/^Deal/)).toBeDisabled();
  const price = within(villa).getByLabelText(/^Price/);
  await userEvent.clear(price);
  await userEvent.type(price, '24000000');
  await userEvent.click(within(villa).getByRole('button', { name: 'Save the changes' }));
  expect(await within(villa).findByRole('alert')).toHaveTextContent(
    'This listing was changed elsewhere since you opened it',
  );
  expect(within(villa).getByLabelText(/^Price/)).toHaveValue('23000000');
  await userEvent.click(within(villa).getByRole('button', { name: 'Save the changes' }));
  expect(await screen.findByText('Your changes are published.')).toBeInTheDocument();
  const bodies = calls.filter(({ method }) => method === 'PUT').map(({ body }) => body);
  expect(bodies.map((body) => (body as { version: number }).version)).toEqual([2, 5]);
});

describe('an edit and the photos', () => {
  async function openEdit() {
    const villa = await screen.findByRole('article', {
      name: 'Five-bedroom villa with a garden in Bole',
    });
    await userEvent.click(within(villa).getByRole('button', { name: 'Edit' }));
    return villa;
  }

  it('shows the listing’s photos from the service, and keeps them: the edit is JSON', async () => {
    const calls = serve((url, init) => {
      if (url.endsWith('/mine')) return fakeResponse(200, { items: [WITH_PHOTOS] });
      if (init?.method === 'PUT') return fakeResponse(200, { id: LIVE.id, version: 3 });
      throw new Error(`unexpected ${url}`);
    });
    renderAccountPage(<MyListingsPanel refreshKey={0} />, '/my-properties');
    const villa = await openEdit();
    const current = within(villa).getByRole('list', { name: "The listing's photos" });
    const cover = within(current).getByRole('img', { name: 'The villa from its garden' });
    expect(cover).toHaveAttribute('src', `${SERVICE}${KEY}/1-640.jpg`);
    expect(cover.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      `${SERVICE}${KEY}/1-640.webp 640w`,
    );
    expect(within(current).getAllByRole('listitem')[0]).toHaveTextContent('Photo 1 · cover');
    expect(within(villa).queryByLabelText(/^Choose photos/)).toBeNull();

    await userEvent.click(within(villa).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Your changes are published.')).toBeInTheDocument();
    const put = calls.find(({ method }) => method === 'PUT');
    expect(put).toEqual({
      url: `${SERVICE}/api/listings/bk3m9x2p7qa`,
      method: 'PUT',
      body: { version: 2, draft: DRAFT },
    });
  });

  it('replaces them all with the photos picked: the edit is multipart, its version and draft in `edit`', async () => {
    const calls = serve((url, init) => {
      if (url.endsWith('/mine')) return fakeResponse(200, { items: [WITH_PHOTOS] });
      if (init?.method === 'PUT') return fakeResponse(200, { id: LIVE.id, version: 3 });
      throw new Error(`unexpected ${url}`);
    });
    renderAccountPage(<MyListingsPanel refreshKey={0} />, '/my-properties');
    const villa = await openEdit();
    await userEvent.click(within(villa).getByRole('button', { name: 'Replace photos' }));
    const input = within(villa).getByLabelText(/^Choose photos/);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/^From 1 to 12 photos/);
    await userEvent.upload(input, [photoFile('terrace.jpg'), photoFile('pool.jpg')]);
    expect(await within(villa).findByText('2 photos chosen, at most 12.')).toBeInTheDocument();
    await userEvent.click(within(villa).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Your changes are published.')).toBeInTheDocument();
    const put = calls.find(({ method }) => method === 'PUT');
    expect(put?.body).toEqual({ version: 2, draft: DRAFT });
    expect(put?.photos?.map((file) => file.name)).toEqual(['terrace.jpg', 'pool.jpg']);
  });

  it('keeps the photos when the seller changes their mind, the picked ones let go', async () => {
    const calls = serve((url, init) => {
      if (url.endsWith('/mine')) return fakeResponse(200, { items: [WITH_PHOTOS] });
      if (init?.method === 'PUT') return fakeResponse(200, { id: LIVE.id, version: 3 });
      throw new Error(`unexpected ${url}`);
    });
    renderAccountPage(<MyListingsPanel refreshKey={0} />, '/my-properties');
    const villa = await openEdit();
    await userEvent.click(within(villa).getByRole('button', { name: 'Replace photos' }));
    await userEvent.upload(within(villa).getByLabelText(/^Choose photos/), [
      photoFile('terrace.jpg'),
    ]);
    expect(await within(villa).findByText('1 photo chosen, at most 12.')).toBeInTheDocument();
    await userEvent.click(within(villa).getByRole('button', { name: 'Keep the current photos' }));
    expect(files.revoked).toEqual(files.made);
    expect(within(villa).getByRole('button', { name: 'Replace photos' })).toHaveFocus();
    await userEvent.click(within(villa).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Your changes are published.')).toBeInTheDocument();
    expect(calls.find(({ method }) => method === 'PUT')?.photos).toBeUndefined();
  });
});
