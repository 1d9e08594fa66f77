import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContractRoutes from '../exposes/contract-routes';
import { mockAssets, renderPage } from '../test-support';

beforeEach(() => mockAssets());

const open = (url: string) => renderPage(<ContractRoutes />, url, '/contract/*');

async function fillParty(group: HTMLElement, values: string[]) {
  const [name, id, address, phone] = values;
  const scope = within(group);
  await userEvent.type(scope.getByRole('textbox', { name: /Full name/ }), name!);
  await userEvent.type(scope.getByRole('textbox', { name: /ID number/ }), id!);
  await userEvent.type(scope.getByRole('textbox', { name: /Address/ }), address!);
  await userEvent.type(scope.getByRole('textbox', { name: /Phone/ }), phone!);
}

describe('lease agreement', () => {
  it('offers only properties for rent and prefills the one of the address', async () => {
    open('/contract/lease?id=r01');
    const select = await screen.findByRole('combobox', { name: /Property/ });
    const values = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(values.filter((v) => v && v.includes('b'))).toEqual([]);
    expect(values.length).toBe(31);
    expect(select).toHaveValue('r01');
  });

  it('refuses an empty form and focuses the property', async () => {
    open('/contract/lease');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview agreement' }));
    expect(screen.getByRole('combobox', { name: /Property/ })).toHaveFocus();
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThan(5);
    expect(screen.queryByRole('heading', { name: 'Residential lease agreement' })).toBeNull();
  });

  it('previews the agreement with the parties, the dates and the computed amounts', async () => {
    open('/contract/lease');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Property/ }), 'r01');
    await fillParty(screen.getByRole('group', { name: 'Landlord' }), [
      'Abebe Kebede',
      'AA/123456',
      'Bole, Woreda 03, Addis Ababa',
      '0911482630',
    ]);
    await fillParty(screen.getByRole('group', { name: 'Tenant' }), [
      'Selam Tadesse',
      'EP1234567',
      'Kirkos, Addis Ababa',
      '+251 922 000 111',
    ]);
    const terms = within(screen.getByRole('group', { name: 'Dates and amounts' }));
    await userEvent.type(terms.getByLabelText(/Start of the lease/), '2026-04-01');
    const rent = terms.getByRole('textbox', { name: /Monthly rent/ });
    await userEvent.clear(rent);
    await userEvent.type(rent, '45000');
    await userEvent.type(terms.getByRole('textbox', { name: /Deposit/ }), '90000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview agreement' }));

    const doc = screen.getByRole('region', { name: 'Residential lease agreement' });
    expect(doc).toHaveTextContent('Selam Tadesse');
    expect(doc).toHaveTextContent('The monthly rent is Br 45,000');
    expect(doc).toHaveTextContent('from 1 Apr 2026 to 31 Mar 2027');
    expect(doc).toHaveTextContent('Rent over 12 monthsBr 540,000');
    expect(doc).toHaveTextContent('Due at signingBr 135,000');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the details' }));
    expect(screen.getByRole('textbox', { name: /Monthly rent/ })).toHaveValue('45000');
  });
});

describe('sale agreement', () => {
  it('computes the remaining balance in dollars', async () => {
    open('/contract/sale?id=b01');
    await screen.findByRole('combobox', { name: /Property/ });
    await fillParty(screen.getByRole('group', { name: 'Seller' }), [
      'Abebe Kebede',
      'AA/123456',
      'Bole, Addis Ababa',
      '0911482630',
    ]);
    await fillParty(screen.getByRole('group', { name: 'Buyer' }), [
      'Dawit Mengistu',
      'EP7654321',
      'Washington DC, USA',
      '0922000111',
    ]);
    const terms = within(screen.getByRole('group', { name: 'Dates and amounts' }));
    await userEvent.type(terms.getByLabelText(/Handover date/), '2026-06-30');
    await userEvent.selectOptions(terms.getByRole('combobox', { name: /Currency/ }), 'USD');
    const price = terms.getByRole('textbox', { name: /Sale price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '620000');
    await userEvent.type(terms.getByRole('textbox', { name: /Down payment/ }), '700000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview agreement' }));
    expect(terms.getByRole('textbox', { name: /Down payment/ })).toHaveAccessibleDescription(
      /cannot be higher than the price/,
    );
    const down = terms.getByRole('textbox', { name: /Down payment/ });
    await userEvent.clear(down);
    await userEvent.type(down, '186000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview agreement' }));
    const doc = screen.getByRole('region', { name: 'Property sale agreement' });
    expect(doc).toHaveTextContent('Dawit Mengistu');
    expect(doc).toHaveTextContent('$186,000 (30% of the price)');
    expect(doc).toHaveTextContent('Remaining balance$434,000');
  });
});
