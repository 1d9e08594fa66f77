import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, sessionKey } from '@betoch/shared/domain/constants';
import { CODE_ON_PRESS_ATTRIBUTE, DATA_MODE_ATTRIBUTE } from '@betoch/shared/domain/data-mode';

/**
 * The template's first head script (index.html), as the browser runs it before the first paint:
 * here, what it asks for on a page the server drew for a visitor saving data (docs/low-data.md).
 */
const TEMPLATE = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const HEAD_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(TEMPLATE)?.[1] ?? '';
const ENTRY = '/main.0123abcd.js';

function runHeadScript(drawn: { code: boolean }): void {
  const root = document.documentElement;
  root.setAttribute(DATA_MODE_ATTRIBUTE, drawn.code ? 'low' : 'normal');
  if (drawn.code) root.setAttribute(CODE_ON_PRESS_ATTRIBUTE, ENTRY);
  // The template's own script, run as the browser runs it.
  new Function(HEAD_SCRIPT)();
}

const asked = () => ({
  scripts: [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(CODE_ON_PRESS_ATTRIBUTE);
  localStorage.clear();
  sessionStorage.clear();
});

it('is found in the template', () => {
  expect(HEAD_SCRIPT).toContain(CODE_ON_PRESS_ATTRIBUTE);
});

it('on a normal page asks only for the translations (the code is the template’s script tag)', () => {
  runHeadScript({ code: false });
  expect(asked()).toEqual({ scripts: [], preloads: ['/assets/i18n/en.json'] });
});

it('on a page drawn for a visitor saving data, with nothing of theirs stored, asks for nothing until a press', () => {
  runHeadScript({ code: true });
  expect(asked()).toEqual({ scripts: [], preloads: [] });
  document.dispatchEvent(new Event('betoch:code'));
  expect(asked()).toEqual({
    scripts: [ENTRY],
    preloads: ['/config.json', '/assets/i18n/en.json'],
  });
  // Once: a second press asks for nothing more.
  document.dispatchEvent(new Event('betoch:code'));
  expect(asked().scripts).toEqual([ENTRY]);
});

it('an empty wishlist or compare list is nothing of theirs', () => {
  localStorage.setItem(STORAGE_KEYS.wishlist, '[]');
  localStorage.setItem(STORAGE_KEYS.compare, '[]');
  runHeadScript({ code: true });
  expect(asked().scripts).toEqual([]);
});

it.each([
  ['a wishlist', () => localStorage.setItem(STORAGE_KEYS.wishlist, '[{"id":"b01"}]')],
  ['a compare list', () => localStorage.setItem(STORAGE_KEYS.compare, '[{"id":"b01"}]')],
  ['a currency', () => localStorage.setItem(STORAGE_KEYS.currency, '{"name":"Birr"}')],
  ['a session', () => sessionStorage.setItem(sessionKey('token'), 'abc')],
])('with %s stored, asks for the code at once: the server could not draw it', (_, store) => {
  store();
  runHeadScript({ code: true });
  expect(asked().scripts).toEqual([ENTRY]);
});
