import { cookieValue, siteCookie } from './cookies';

test('a cookie is read by its exact name, trimmed; the first of its name counts', () => {
  expect(cookieValue('a=1; betoch_x= low ;b=2', 'betoch_x')).toBe('low');
  expect(cookieValue('betoch_x=first; betoch_x=second', 'betoch_x')).toBe('first');
  expect(cookieValue('xbetoch_x=1; betoch_x', 'betoch_x')).toBeNull();
  expect(cookieValue(undefined, 'betoch_x')).toBeNull();
  expect(cookieValue('', 'betoch_x')).toBeNull();
});

test('a choice is written for the whole site, Lax, Secure only on https', () => {
  expect(siteCookie('betoch_x', 'low', 60)).toBe('betoch_x=low; Path=/; Max-Age=60; SameSite=Lax');
  expect(siteCookie('betoch_x', 'low', 60, true)).toMatch(/; Secure$/);
});
