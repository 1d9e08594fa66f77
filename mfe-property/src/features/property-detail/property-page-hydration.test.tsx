import { act } from '@testing-library/react';
import { notFoundIn, useLanguageStore } from '@betoch/shared';
import { Route, Routes } from '@betoch/shared/router';
import {
  MemoryRouter,
  hydrateRendered,
  initTestI18n,
  renderOnServer,
  serveAssets,
  stubIntersectionObserver,
} from '@betoch/shared/testing';
import amJson from '../../../i18n/property/am.json';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';
import {
  PUBLISHED,
  publishedListingAnswer,
  serveListingsService,
} from '../../testing/listings-service';

/*
 * What the server renders of a seller's listing, and of a withdrawn one, is what the browser's
 * first render draws with the data the page carries (betoch-state): React takes the page over
 * without a mismatch, and asks for nothing again.
 */

const ADDRESS = `/property/image-box?id=${PUBLISHED.id}`;

function page() {
  return (
    <MemoryRouter initialEntries={[ADDRESS]}>
      <Routes>
        <Route path="/property/*" element={<PropertyRoutes />} />
      </Routes>
    </MemoryRouter>
  );
}

let restore = () => undefined as void;

beforeEach(() => {
  localStorage.clear();
  initTestI18n({ property: enJson }, { property: amJson });
  serveAssets();
  stubIntersectionObserver();
});

afterEach(() => {
  restore();
  restore = () => undefined;
  act(() => useLanguageStore.getState().setLanguage('en'));
});

it.each([
  ['en', 'Published by U-1003 · updated 13 Mar 2026'],
  ['am', 'ያወጣው፦ U-1003 · የተሻሻለው፦ 4 መጋቢት 2018'],
] as const)(
  "a seller's listing, its publisher line included, is taken over as the server drew it (%s)",
  async (language, line) => {
    const service = serveListingsService(publishedListingAnswer('live'));
    restore = service.restore;
    act(() => useLanguageStore.getState().setLanguage(language));
    const rendered = await renderOnServer(page);
    expect(rendered.html).toContain(line);
    const askedOnServer = service.asked.length;

    const { container, mismatches } = hydrateRendered(page, rendered);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain(line);
    // The listing came with the page: the browser does not ask for it again.
    expect(service.asked.slice(askedOnServer)).not.toContainEqual(
      expect.stringContaining(`/api/listings/${PUBLISHED.id}`),
    );
  },
);

it('a withdrawn listing is taken over as the server drew it, marked 410', async () => {
  restore = serveListingsService(publishedListingAnswer('withdrawn')).restore;
  const rendered = await renderOnServer(page);
  expect(notFoundIn(rendered.html)).toBe('gone');
  expect(rendered.html).toContain('This listing is no longer available.');

  const { container, mismatches } = hydrateRendered(page, rendered);
  expect(mismatches).toEqual([]);
  expect(container.innerHTML).toBe(rendered.html);
});
