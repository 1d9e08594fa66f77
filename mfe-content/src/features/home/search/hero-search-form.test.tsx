import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import enJson from '../../../../i18n/content/en.json';
import { initTestI18n, MemoryRouter } from '@betoch/shared/testing';
import { HeroSearchForm } from './hero-search-form';
import { HeroSearchTabs } from '../sections/hero-search-tabs';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAtHome(element: React.ReactElement) {
  initTestI18n({ content: enJson });
  render(
    <MemoryRouter initialEntries={['/theme/classic']}>
      <Routes>
        <Route path="/theme/classic" element={element} />
        <Route path="/listing/*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the home search', () => {
  it('sends the chosen deal, type, place, bedrooms and sort to the listings', async () => {
    const user = userEvent.setup();
    renderAtHome(<HeroSearchForm />);
    const form = screen.getByRole('search', { name: 'Search properties' });
    expect(form).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Looking to'), 'Buy');
    await user.selectOptions(screen.getByLabelText('Property type'), 'Villa');
    await user.selectOptions(screen.getByLabelText('Location'), 'Bole');
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '4 bedrooms');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/listing/grid-view/2-grid/left-sidebar');
    expect(url.searchParams.getAll('tag')).toEqual(['For sale', 'Villa', 'Bole', '4 beds']);
    expect(url.searchParams.get('sort')).toBe('low-price');
  });

  it('is a GET form whose script goes exactly where the browser alone would', async () => {
    const user = userEvent.setup();
    renderAtHome(<HeroSearchForm />);
    const form = screen.getByRole('search', { name: 'Search properties' });
    // Before the page is live, the browser sends the form itself: a GET to its action with its
    // named fields, in order, empty ones kept.
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/listing/grid-view/2-grid/left-sidebar');
    await user.selectOptions(screen.getByLabelText('Property type'), 'G+2 House');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/listing/grid-view/2-grid/left-sidebar?tag=&tag=G%2B2+House&tag=&tag=&sort=newest',
    );
  });

  it('sends every field empty and the sort (newest) when nothing is chosen', async () => {
    renderAtHome(<HeroSearchForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/listing/grid-view/2-grid/left-sidebar?tag=&tag=&tag=&tag=&sort=newest',
    );
  });

  it('takes the deal from the buy / rent tabs', async () => {
    const user = userEvent.setup();
    renderAtHome(<HeroSearchTabs />);
    expect(screen.queryByLabelText('Looking to')).not.toBeInTheDocument();
    const rent = screen.getByRole('tab', { name: 'Rent' });
    await user.click(rent);
    expect(rent).toHaveAttribute('aria-selected', 'true');
    await user.selectOptions(screen.getByLabelText('Location'), 'Hawassa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/listing/grid-view/2-grid/left-sidebar?tag=For+rent&tag=&tag=Hawassa&tag=&sort=newest',
    );
  });
});
