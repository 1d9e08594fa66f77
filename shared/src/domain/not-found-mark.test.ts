import { markedPageStatus, notFoundIn } from './not-found-mark';

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

test('a withdrawn listing says it is gone; an unknown thing or a redirect beside it wins', () => {
  expect(notFoundIn('<div class="prp-property-not-found" data-betoch-not-found="gone">')).toBe(
    'gone',
  );
  expect(
    notFoundIn('<div data-betoch-not-found="gone"></div><p data-betoch-not-found="page"></p>'),
  ).toBe('page');
  expect(
    notFoundIn('<div data-betoch-not-found="gone"></div><i data-betoch-not-found="redirect">'),
  ).toBe('redirect');
});

test('the status of a page: 404 for an unknown thing, 410 for a gone one, else 200', () => {
  expect(markedPageStatus(null)).toBe(200);
  expect(markedPageStatus('page')).toBe(404);
  expect(markedPageStatus('gone')).toBe(410);
  expect(markedPageStatus(notFoundIn('<p data-betoch-not-found="gone"></p>'))).toBe(410);
});
