import { render, screen } from '@testing-library/react';
import { nativeGetAddress } from './native-get-address';

function formNamed(name: string): HTMLFormElement {
  const form = screen.getByRole('search', { name });
  if (!(form instanceof HTMLFormElement)) throw new Error(`${name} is not a form`);
  return form;
}

it("is the action's path with the named fields as the query, in order, empty ones kept", () => {
  render(
    <form role="search" aria-label="Search" method="get" action="/listing/grid?ignored=1">
      <input type="hidden" name="tag" value="For sale" />
      <select name="tag" aria-label="Type" defaultValue="">
        <option value="">Any</option>
        <option value="G+2 House">G+2 House</option>
      </select>
      <select name="tag" aria-label="Place" defaultValue="Bole">
        <option value="">Anywhere</option>
        <option value="Bole">Bole</option>
      </select>
      <input aria-label="Unnamed" defaultValue="not sent" />
      <input name="q" aria-label="Words" defaultValue=" deed & title " />
      <input type="checkbox" name="unchecked" aria-label="Off" />
      <button type="submit">Search</button>
    </form>,
  );
  expect(nativeGetAddress(formNamed('Search'))).toBe(
    '/listing/grid?tag=For+sale&tag=&tag=Bole&q=+deed+%26+title+',
  );
});

it('keeps the "?" of a form with no field to send, as the browser does', () => {
  render(
    <form role="search" aria-label="Empty" action="/page/blog-page/no-sidebar">
      <button type="submit">Search</button>
    </form>,
  );
  expect(nativeGetAddress(formNamed('Empty'))).toBe('/page/blog-page/no-sidebar?');
});
