import { screen } from '@testing-library/react';
import { renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';

// The compare list as a hand edit or an old bug left it: objects where texts belong.
it('shows a stored compare entry whose fields have the wrong types, with dashes for them', () => {
  localStorage.setItem(
    'compare',
    JSON.stringify([{ id: 'b01', title: { en: 'x' }, type: { a: 1 }, city: ['Bole'], sqft: 80 }]),
  );
  // The store reads storage again on a storage event, as when another tab wrote it.
  window.dispatchEvent(new StorageEvent('storage', { key: 'compare' }));
  renderRoute(<PropertyRoutes />, {
    url: '/property/compare',
    path: '/property/*',
    namespaces: { property: enJson },
  });

  expect(screen.getByRole('link', { name: 'Property b01' })).toHaveAttribute(
    'href',
    '/property/image-box?id=b01',
  );
  expect(screen.getByRole('row', { name: /^Type/ })).toHaveTextContent('—');
  expect(screen.getByRole('row', { name: /^City/ })).toHaveTextContent('—');
  expect(screen.getByRole('row', { name: /^Area/ })).toHaveTextContent('80 m²');
});
