import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionModule } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { loadedSection, loadSection, refusalError, sectionRefusal } from './federation';
import { RemoteSection } from './remote-section';

jest.mock('./federation', () => ({
  loadSection: jest.fn(),
  loadedSection: jest.fn(() => undefined),
  forgetSection: () => undefined,
  sectionGeneration: () => 0,
  sectionRefusal: jest.fn(() => undefined),
  refusalError: jest.fn(() => undefined),
  takeStartupFailure: () => undefined,
}));
const load = jest.mocked(loadSection);

const working: SectionModule = { default: () => <h1>Listings</h1> };

beforeEach(() => {
  load.mockReset();
  jest.mocked(loadedSection).mockReturnValue(undefined);
  jest.mocked(sectionRefusal).mockReturnValue(undefined);
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

test('a section withheld for the page runs none of its code, even a copy loaded before, and shows its message', async () => {
  const reason = 'its render failed in its own worker';
  jest.mocked(sectionRefusal).mockReturnValue(reason);
  jest.mocked(refusalError).mockReturnValue(new Error(`remote "listings" was refused: ${reason}`));
  const render = jest.fn(() => <h1>Listings</h1>);
  jest.mocked(loadedSection).mockReturnValue({ default: render });
  renderRoute(<RemoteSection remote="listings" module="routes" />);
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByText('This section could not be loaded.')).toBeInTheDocument();
  expect(render).not.toHaveBeenCalled();
  // Failed before the federation runtime was asked.
  expect(load).not.toHaveBeenCalled();
});
