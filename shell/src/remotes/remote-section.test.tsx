import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionModule } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { loadSection } from './federation';
import { RemoteSection } from './remote-section';

jest.mock('./federation', () => ({
  loadSection: jest.fn(),
  loadedSection: () => undefined,
  forgetSection: () => undefined,
  sectionGeneration: () => 0,
  takeStartupFailure: () => undefined,
}));
const load = jest.mocked(loadSection);

const working: SectionModule = { default: () => <h1>Listings</h1> };

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('a section that cannot load shows the message, and "Try again" loads it once it is back', async () => {
  load.mockRejectedValueOnce(new Error('ChunkLoadError: listings is down'));
  renderRoute(<RemoteSection remote="listings" module="routes" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();

  load.mockResolvedValueOnce(working);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Listings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a section that throws while rendering is contained with the same message', async () => {
  // React reports the caught render error on the console; that is expected here.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValueOnce({
    default: () => {
      throw new Error('render failure');
    },
  });
  renderRoute(<RemoteSection remote="property" module="routes" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  consoleError.mockRestore();
});

test('"Try again" after a section threw fetches it afresh (a fixed release may be out)', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValueOnce({
    default: () => {
      throw new Error('render failure');
    },
  });
  renderRoute(<RemoteSection remote="content" module="theme" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();

  load.mockResolvedValueOnce(working);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Listings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  consoleError.mockRestore();
});

test('a custom fallback replaces the message (the header uses a plain link)', async () => {
  load.mockRejectedValueOnce(new Error('down'));
  renderRoute(
    <RemoteSection
      remote="account"
      module="user-widget"
      failed={() => <a href="/login">Log in</a>}
    />,
  );
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
});
