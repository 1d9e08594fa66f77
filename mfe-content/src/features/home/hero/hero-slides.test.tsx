import { act, fireEvent, render, screen } from '@testing-library/react';
import type { HeroSlide } from '@betoch/shared';
import enJson from '../../../../i18n/content/en.json';
import { initTestI18n, MemoryRouter } from '@betoch/shared/testing';
import { HeroSlides } from './hero-slides';

const slide = (id: string, heading: string): HeroSlide => ({
  id,
  heading,
  text: `${heading} text`,
  image: { src: `/${id}.svg`, width: 1600, height: 700, alt: '' },
  action: { label: `Go to ${heading}`, path: `/${id}` },
});
const SLIDES = [slide('a', 'First slide'), slide('b', 'Second slide')];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderSlides() {
  initTestI18n({ content: enJson });
  render(
    <MemoryRouter>
      <HeroSlides slides={SLIDES} />
    </MemoryRouter>,
  );
}

const visibleHeading = () => screen.getByText(/slide$/, { selector: 'p:not([hidden] p)' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the hero slides', () => {
  it('move on every 6 seconds', () => {
    mockReducedMotion(false);
    renderSlides();
    expect(visibleHeading()).toHaveTextContent('First slide');
    act(() => jest.advanceTimersByTime(6000));
    expect(visibleHeading()).toHaveTextContent('Second slide');
  });

  it('hold still while pointed at, and when paused with the button', () => {
    mockReducedMotion(false);
    renderSlides();
    const carousel = screen.getByRole('group', { name: 'Featured topics' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(12_000));
    expect(visibleHeading()).toHaveTextContent('First slide');
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => jest.advanceTimersByTime(12_000));
    expect(visibleHeading()).toHaveTextContent('First slide');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('do not move by themselves with reduced motion, but the buttons still work', () => {
    mockReducedMotion(true);
    renderSlides();
    act(() => jest.advanceTimersByTime(30_000));
    expect(visibleHeading()).toHaveTextContent('First slide');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleHeading()).toHaveTextContent('Second slide');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleHeading()).toHaveTextContent('First slide');
  });
});
