import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPager } from '../../domain/pager';
import { renderRoute } from '@betoch/shared/testing';
import { Pagination } from './pagination';

function pageNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '');
}

const href = (page: number) => `/list?page=${page}`;

test('nothing is rendered for no items', () => {
  const { container } = renderRoute(<Pagination pager={getPager(0, 1)} hrefForPage={href} />);
  expect(container.querySelector('nav')).toBeNull();
});

test('a result of exactly one page shows page 1, current, as the spec does', () => {
  renderRoute(<Pagination pager={getPager(6, 1)} hrefForPage={href} />);
  expect(pageNames()).toEqual(['Page 1']);
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
});

test('page 1 of many shows pages 1–3 and next, with page 1 current', () => {
  renderRoute(<Pagination pager={getPager(60, 1)} hrefForPage={href} />);
  expect(pageNames()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next page']);
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=2');
});

test('a middle page shows its neighbours with previous and next', () => {
  renderRoute(<Pagination pager={getPager(60, 5)} hrefForPage={href} />);
  expect(pageNames()).toEqual(['Previous page', 'Page 4', 'Page 5', 'Page 6', 'Next page']);
  expect(screen.getByText('Page 5 of 10')).toBeInTheDocument();
});

test('the last page has no next, and five pages or fewer are all shown', () => {
  renderRoute(<Pagination pager={getPager(30, 5)} hrefForPage={href} />);
  expect(pageNames()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
});

test('without addresses it renders buttons that report the page', async () => {
  const user = userEvent.setup();
  const onPageChange = jest.fn();
  renderRoute(<Pagination pager={getPager(20, 2)} onPageChange={onPageChange} />);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(onPageChange.mock.calls).toEqual([[3], [1]]);
});
