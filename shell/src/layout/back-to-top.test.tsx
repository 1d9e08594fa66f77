import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@betoch/shared/testing';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

test.each([
  [0, false],
  [500, false],
  [600, false],
  [601, true],
  [2000, true],
])('scrolled %i px: "Back to top" shown = %s', (y, shown) => {
  renderRoute(<BackToTop />);
  scrollTo(y);
  expect(screen.queryByRole('button', { name: 'Back to top' }) !== null).toBe(shown);
});

test('pressing it scrolls to the top', async () => {
  const scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
  renderRoute(<BackToTop />);
  scrollTo(900);
  await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});
