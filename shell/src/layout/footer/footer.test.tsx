import { act, render, screen } from '@testing-library/react';
import { initTestI18n, MemoryRouter } from '@betoch/shared/testing';
import { Footer } from './footer';

const dataChunkLoaded = jest.fn();
jest.mock('./footer-data', () => {
  dataChunkLoaded();
  return {
    FooterContact: () => <p>Contact from data</p>,
    FooterBlog: () => <p>Blog from data</p>,
    FooterMap: () => <p>Map from data</p>,
  };
});

let reachFooter: () => void = () => undefined;
beforeAll(() => {
  initTestI18n();
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      reachFooter = () =>
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: Observer });
});

it('fetches its data parts (and the data client) only when it nears the viewport', async () => {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  // The office map's box holds its place until the map's code comes.
  expect(
    screen.getByRole('region', { name: 'Map of the Betoch office on Bole Road' }),
  ).toBeInTheDocument();
  expect(dataChunkLoaded).not.toHaveBeenCalled();
  act(() => reachFooter());
  expect(await screen.findByText('Contact from data')).toBeInTheDocument();
  expect(await screen.findByText('Blog from data')).toBeInTheDocument();
  expect(await screen.findByText('Map from data')).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Map of the Betoch office on Bole Road' }),
  ).toBeNull();
  expect(dataChunkLoaded).toHaveBeenCalledTimes(1);
});
