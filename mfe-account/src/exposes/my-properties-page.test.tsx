import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetDataCache, useSessionStore, type Property } from '@betoch/shared';
import { SELAM, answer, renderAccountPage, resetAccountState } from '../testing/test-helpers';
import MyPropertiesPage from './my-properties-page';

const DATA_DIR = join(__dirname, '../../../shared/assets/data');
const fetchMock = jest.fn<Promise<Response>, [string]>();
let body = '';

function renderPage() {
  renderAccountPage(<MyPropertiesPage />, '/my-properties');
}

beforeEach(() => {
  resetAccountState();
  resetDataCache();
  body = readFileSync(join(DATA_DIR, 'property-details.json'), 'utf8');
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer(200, body)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('MyPropertiesPage', () => {
  it("lists the logged-in account's own listings", async () => {
    useSessionStore.getState().login(SELAM);
    const own = (JSON.parse(body) as Property[]).filter((p) => p.ownerCode === 'U-1001');
    expect(own.length).toBeGreaterThan(0);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My properties' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(own.length);
    for (const property of own) {
      expect(screen.getByRole('link', { name: property.title })).toBeInTheDocument();
    }
  });

  it('says so when the account has no listings', async () => {
    useSessionStore.getState().login({ ...SELAM, userCode: 'U-9999' });
    renderPage();
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
  });

  it('sends a visitor without a token to log in', () => {
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Fmy-properties',
    );
  });
});
