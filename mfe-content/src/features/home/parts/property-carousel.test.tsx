import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enJson from '../../../../i18n/content/en.json';
import { initTestI18n, MemoryRouter, PROPERTIES } from '@betoch/shared/testing';
import { CAROUSEL_INTERVAL_MS, PropertyCarousel } from './property-carousel';

const HOMES = PROPERTIES.slice(0, 3);

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function renderCarousel() {
  initTestI18n({ content: enJson });
  render(
    <MemoryRouter>
      <PropertyCarousel properties={HOMES} label="Homes worth a visit" />
    </MemoryRouter>,
  );
  // The cards' translations settle first.
  await act(async () => undefined);
  return screen.getByRole('region', { name: 'Homes worth a visit' });
}

/** The title of the card shown (the others are hidden). */
const shown = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const title = (i: number) => HOMES[i]?.title;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows one property at a time and moves on by itself unless the visitor prefers less motion', async () => {
  mockReducedMotion(false);
  const carousel = await renderCarousel();
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  expect(shown()).toEqual([title(0)]);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(shown()).toEqual([title(1)]);
});

it('holds still with reduced motion, and the pause button stops and restarts it', async () => {
  mockReducedMotion(true);
  await renderCarousel();
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
  expect(shown()).toEqual([title(0)]);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Play properties' }));
  expect(screen.getByRole('button', { name: 'Pause properties' })).toBeInTheDocument();
});

it('is operated with the keyboard: arrows, Home and End, and the buttons', async () => {
  mockReducedMotion(true);
  const carousel = await renderCarousel();
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(shown()).toEqual([title(1)]);
  fireEvent.keyDown(carousel, { key: 'End' });
  expect(shown()).toEqual([title(2)]);
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(shown()).toEqual([title(0)]);
  fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
  expect(shown()).toEqual([title(2)]);
  fireEvent.keyDown(carousel, { key: 'Home' });
  expect(shown()).toEqual([title(0)]);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(within(carousel).getByRole('button', { name: 'Previous property' }));
  expect(shown()).toEqual([title(2)]);
  await user.click(within(carousel).getByRole('button', { name: 'Next property' }));
  expect(shown()).toEqual([title(0)]);
  expect(screen.getByRole('group', { name: '1 of 3' })).toBeVisible();
});

it('mirrors the arrow keys right-to-left', async () => {
  mockReducedMotion(true);
  document.documentElement.dir = 'rtl';
  try {
    const carousel = await renderCarousel();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toEqual([title(1)]);
  } finally {
    document.documentElement.dir = '';
  }
});
