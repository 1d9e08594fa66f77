import { screen } from '@testing-library/react';
import { renderRoute } from '@betoch/shared/testing';
import { AgreementLink } from './agreement-link';

test('the link names the agreement of its deal', () => {
  renderRoute(
    <>
      <AgreementLink id="b07" />
      <AgreementLink id="r03" />
    </>,
  );
  expect(screen.getByRole('link', { name: 'Prepare a sale agreement' })).toHaveAttribute(
    'href',
    '/contract/sale?id=b07',
  );
  expect(screen.getByRole('link', { name: 'Prepare a lease agreement' })).toHaveAttribute(
    'href',
    '/contract/lease?id=r03',
  );
});
