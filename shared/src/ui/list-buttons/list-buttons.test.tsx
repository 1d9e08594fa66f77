import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompareStore } from '../../stores/compare-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { renderRoute } from '@betoch/shared/testing';
import { CompareButton } from './compare-button';
import { RemoveFromListButton } from './remove-from-list-button';
import { WishlistButton } from './wishlist-button';

const villa = { id: 'b01', title: 'Villa in Bole', price: 620000 };

beforeEach(() => {
  act(() => {
    useWishlistStore.getState().clear();
    useCompareStore.getState().clear();
  });
});

test('"Add to wishlist" adds the property, is then pressed, and a second press is rejected', async () => {
  const user = userEvent.setup();
  renderRoute(<WishlistButton property={villa} />);
  const button = screen.getByRole('button', { name: 'Add to wishlist' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('Property has been added in wishlist.')).toBeInTheDocument();
  expect(useWishlistStore.getState().items).toEqual([villa]);

  await user.click(button);
  expect(await screen.findByText('Property Already exist in wishlist.')).toBeInTheDocument();
  expect(useWishlistStore.getState().items).toHaveLength(1);
});

test('"Add to compare" uses the compare list and its own toasts', async () => {
  const user = userEvent.setup();
  renderRoute(<CompareButton property={villa} />);
  await user.click(screen.getByRole('button', { name: 'Add to compare' }));
  expect(screen.getByRole('button', { name: 'Add to compare' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await screen.findByText('Property has been added in Compare.')).toBeInTheDocument();
  expect(useCompareStore.getState().has('b01')).toBe(true);
  expect(useWishlistStore.getState().has('b01')).toBe(false);
});

test('a property already in the list renders pressed', () => {
  act(() => void useWishlistStore.getState().add(villa));
  renderRoute(<WishlistButton property={{ id: 'b01' }} />);
  expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('"Remove from wishlist" removes by id with the spec toast', async () => {
  const user = userEvent.setup();
  act(() => void useWishlistStore.getState().add(villa));
  renderRoute(<RemoveFromListButton list="wishlist" id="b01" />);
  await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
  expect(useWishlistStore.getState().items).toEqual([]);
  expect(await screen.findByText('Property has been removed from wishlist.')).toBeInTheDocument();
});

test('"Remove from compare" is named for the compare list', () => {
  renderRoute(<RemoveFromListButton list="compare" id="b01" />);
  expect(screen.getByRole('button', { name: 'Remove from compare' })).toBeInTheDocument();
});
