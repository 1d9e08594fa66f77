import { notFoundIn } from './not-found-mark';

test('a page says nothing of itself unless a section marked it', () => {
  expect(notFoundIn('<main><h1>Villa in Bole</h1></main>')).toBeNull();
});

test('an unknown path inside a section asks for the redirect, an unknown thing for a 404 page', () => {
  expect(notFoundIn('<main><span hidden="" data-betoch-not-found="redirect"></span></main>')).toBe(
    'redirect',
  );
  expect(notFoundIn('<div class="card" data-betoch-not-found="page" role="status">')).toBe('page');
  // A redirect is asked for even beside a page marked "not found": the page would not be shown.
  expect(
    notFoundIn('<div data-betoch-not-found="page"></div><span data-betoch-not-found="redirect">'),
  ).toBe('redirect');
});

test('a listing whose text names the mark is a found page (text has its quotes escaped)', () => {
  expect(notFoundIn('<p>data-betoch-not-found=&quot;redirect&quot;</p>')).toBeNull();
});
