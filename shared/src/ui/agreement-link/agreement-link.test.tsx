import { screen } from '@testing-library/react';
import { renderRoute } from '../../../test/render';
import { AgreementLink, agreementPath } from './agreement-link';

test('a for-sale id leads to the sale agreement, any other to the lease, pre-filled by id', () => {
  expect(agreementPath('b01')).toBe('/contract/sale?id=b01');
  expect(agreementPath('r12')).toBe('/contract/lease?id=r12');
  expect(agreementPath('r 1&x')).toBe('/contract/lease?id=r+1%26x');
});

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
