import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { currentDataLanguage, loadProperties } from '@betoch/shared';
import ContractRoutes from '../../exposes/contract-routes';
import { PROPERTIES, fakeResponse, serveAssets } from '@betoch/shared/testing';
import { renderPage } from '../../testing/render-page';

// Why these tests are fast and steady on a loaded machine:
// - the data set (83 KB, validated on load) is loaded once before the tests and stays cached,
//   instead of being fetched and validated inside each test's first 1 s wait;
// - a field is filled with one paste (one input event, one render of the form) rather than typed
//   key by key: the form re-renders on every change, and ~150 keystrokes took ~5 s under load;
// - fields are found by their label: getByRole computes every element's accessible name and
//   visibility (~0.3 s a query on this form in jsdom), getByLabelText reads the labels only.
// What is tested is the form's rules and the agreement, not typing itself.
beforeAll(async () => {
  serveAssets();
  await loadProperties(currentDataLanguage());
});

const open = (url: string) => {
  renderPage(<ContractRoutes />, url, '/contract/*');
  return userEvent.setup();
};

/** Replaces a field's value as a visitor pasting it would (one input event). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

async function fillParty(user: UserEvent, group: HTMLElement, values: string[]) {
  const [name, id, address, phone] = values;
  const scope = within(group);
  await fill(user, scope.getByLabelText(/Full name/), name!);
  await fill(user, scope.getByLabelText(/ID number/), id!);
  await fill(user, scope.getByLabelText(/Address/), address!);
  await fill(user, scope.getByLabelText(/Phone/), phone!);
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
    const user = open('/contract/lease');
    await user.click(await screen.findByRole('button', { name: 'Preview agreement' }));
    expect(screen.getByRole('combobox', { name: /Property/ })).toHaveFocus();
    expect(screen.getAllByText('Please fill in this field.').length).toBeGreaterThan(5);
    expect(screen.queryByRole('heading', { name: 'Residential lease agreement' })).toBeNull();
  });

  it('previews the agreement with the parties, the dates and the computed amounts', async () => {
    const user = open('/contract/lease');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Property/ }), 'r01');
    await fillParty(user, screen.getByRole('group', { name: 'Landlord' }), [
      'Abebe Kebede',
      'AA/123456',
      'Bole, Woreda 03, Addis Ababa',
      '0911482630',
    ]);
    await fillParty(user, screen.getByRole('group', { name: 'Tenant' }), [
      'Selam Tadesse',
      'EP1234567',
      'Kirkos, Addis Ababa',
      '+251 922 000 111',
    ]);
    const terms = within(screen.getByRole('group', { name: 'Dates and amounts' }));
    await fill(user, terms.getByLabelText(/Start of the lease/), '2026-04-01');
    await fill(user, terms.getByLabelText(/Monthly rent/), '45000');
    await fill(user, terms.getByLabelText(/Deposit/), '90000');
    await user.click(screen.getByRole('button', { name: 'Preview agreement' }));

    const doc = screen.getByRole('region', { name: 'Residential lease agreement' });
    expect(doc).toHaveTextContent('Selam Tadesse');
    expect(doc).toHaveTextContent('The monthly rent is Br 45,000');
    expect(doc).toHaveTextContent('from 1 Apr 2026 to 31 Mar 2027');
    expect(doc).toHaveTextContent('Rent over 12 monthsBr 540,000');
    expect(doc).toHaveTextContent('Due at signingBr 135,000');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the details' }));
    expect(screen.getByRole('textbox', { name: /Monthly rent/ })).toHaveValue('45000');
  });
});

describe('sale agreement', () => {
  it('computes the remaining balance in dollars', async () => {
    const user = open('/contract/sale?id=b01');
    await screen.findByRole('combobox', { name: /Property/ });
    await fillParty(user, screen.getByRole('group', { name: 'Seller' }), [
      'Abebe Kebede',
      'AA/123456',
      'Bole, Addis Ababa',
      '0911482630',
    ]);
    await fillParty(user, screen.getByRole('group', { name: 'Buyer' }), [
      'Dawit Mengistu',
      'EP7654321',
      'Washington DC, USA',
      '0922000111',
    ]);
    const terms = within(screen.getByRole('group', { name: 'Dates and amounts' }));
    await fill(user, terms.getByLabelText(/Handover date/), '2026-06-30');
    await user.selectOptions(terms.getByRole('combobox', { name: /Currency/ }), 'USD');
    await fill(user, terms.getByLabelText(/Sale price/), '620000');
    await fill(user, terms.getByLabelText(/Down payment/), '700000');
    await user.click(screen.getByRole('button', { name: 'Preview agreement' }));
    expect(terms.getByLabelText(/Down payment/)).toHaveAccessibleDescription(
      /cannot be higher than the price/,
    );
    await fill(user, terms.getByLabelText(/Down payment/), '186000');
    await user.click(screen.getByRole('button', { name: 'Preview agreement' }));
    const doc = screen.getByRole('region', { name: 'Property sale agreement' });
    expect(doc).toHaveTextContent('Dawit Mengistu');
    expect(doc).toHaveTextContent('$186,000 (30% of the price)');
    expect(doc).toHaveTextContent('Remaining balance$434,000');
  });
});

describe('the property search', () => {
  // 40 more listings for rent after the site's 60: 71 in all, past the list's first 60.
  const far = PROPERTIES.filter((p) => p.id === 'r01').flatMap((model) =>
    Array.from({ length: 40 }, (_, i) => ({
      ...model,
      id: `r${101 + i}`,
      title: `Far listing ${i + 1}`,
    })),
  );

  beforeEach(async () => {
    const files = serveAssets();
    globalThis.fetch = jest.fn((url: string) =>
      url.endsWith('/property-details.json') && !url.includes('/am/')
        ? Promise.resolve(fakeResponse(200, JSON.stringify([...PROPERTIES, ...far])))
        : files(url),
    ) as unknown as typeof fetch;
    await loadProperties(currentDataLanguage());
  });
  afterAll(() => {
    serveAssets();
  });

  const select = () => screen.findByRole('combobox', { name: /Property/ });
  const offered = (list: HTMLElement) =>
    within(list)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));

  it('finds a listing past the list’s first 60 by its id, and the agreement names it', async () => {
    const user = open('/contract/lease');
    const list = await select();
    expect(offered(list)).not.toContain('r140');
    await user.type(screen.getByRole('searchbox', { name: /Find a property/ }), 'r140');
    await screen.findByText('1 property matches: choose it in the list below.');
    expect(offered(list)).toEqual(['', 'r140']);
    await user.selectOptions(list, 'r140');
    expect(list).toHaveValue('r140');
    // The monthly rent is the listing's, as when it is chosen from the first list.
    expect(screen.getByRole('textbox', { name: /Monthly rent/ })).not.toHaveValue('');

    await fillParty(user, screen.getByRole('group', { name: 'Landlord' }), [
      'Abebe Kebede',
      'AA/123456',
      'Bole, Addis Ababa',
      '0911482630',
    ]);
    await fillParty(user, screen.getByRole('group', { name: 'Tenant' }), [
      'Selam Tadesse',
      'EP1234567',
      'Kirkos, Addis Ababa',
      '0922000111',
    ]);
    const terms = within(screen.getByRole('group', { name: 'Dates and amounts' }));
    await fill(user, terms.getByLabelText(/Start of the lease/), '2026-04-01');
    await fill(user, terms.getByLabelText(/Deposit/), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview agreement' }));
    const doc = screen.getByRole('region', { name: 'Residential lease agreement' });
    expect(doc).toHaveTextContent('Far listing 40');
  });

  it('offers what words find, says when nothing does, and never drops the choice', async () => {
    const user = open('/contract/lease?id=r01');
    const list = await select();
    const box = screen.getByRole('searchbox', { name: /Find a property/ });
    await user.type(box, 'Far listing');
    await screen.findByText('20 properties match: choose one in the list below.');
    // The address's listing stays chosen, first, beside the 20 found.
    expect(offered(list)).toHaveLength(22);
    expect(list).toHaveValue('r01');

    await user.clear(box);
    await user.type(box, 'no such words{Enter}');
    await screen.findByText('No property of this kind matches “no such words”.');
    expect(offered(list)).toEqual(['', 'r01']);
    expect(list).toHaveValue('r01');
    // Enter looked the words up: it did not send the agreement form.
    expect(screen.queryByText('Please fill in this field.')).toBeNull();
  });
});
