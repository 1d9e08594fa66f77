/** @jest-environment node */
import { codeOnPress, firstPaintFontPaths, stitchPage } from './page-render';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<script defer="defer" src="/main.js"></script><title>Betoch</title>' +
  '<meta name="description" content="The template\'s own" /></head><body><div id="root"></div></body></html>';

describe('stitchPage', () => {
  const page = stitchPage(TEMPLATE, {
    html: '<h1>Home</h1>',
    state: '{}',
    head: '<title>Home — Betoch</title>',
    language: 'am',
    preloads: '<link rel="preload" as="font" href="/static/a.woff2" crossorigin="anonymous" />',
  });

  it('puts the preloads after the leading metas, before the template’s scripts', () => {
    expect(page).toContain(
      '<meta name="viewport" content="width=device-width"/><link rel="preload" as="font"',
    );
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('<script defer'));
  });

  it('writes the language, the head in place of the template’s title and description, the markup', () => {
    expect(page).toContain('<html lang="am"');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Home — Betoch</title>');
    expect(page).not.toContain('The template');
    expect(page).toContain('<div id="root"><h1>Home</h1></div>');
  });
});

it('stitchPage names the data mode the page was drawn in on <html>, normal unless told', () => {
  const stitch = (dataMode?: 'low' | 'normal') =>
    stitchPage(TEMPLATE, {
      html: '',
      state: '{}',
      head: '',
      language: 'en',
      ...(dataMode ? { dataMode } : {}),
    });
  expect(stitch('low')).toContain('<html lang="en" data-data-mode="low"');
  expect(stitch()).toContain('<html lang="en" data-data-mode="normal">');
});

describe('a page drawn for a visitor saving data', () => {
  const template = TEMPLATE.replace(
    '<script defer',
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"/><script defer',
  );
  const stitch = (dataMode: 'low' | 'normal') =>
    stitchPage(template, {
      html: '<h1>Home</h1>',
      state: '{}',
      head: '',
      language: 'en',
      dataMode,
    });

  it('names its code on <html> in place of the script tag, and leaves config.json to the code', () => {
    const page = stitch('low');
    expect(page).toContain('<html lang="en" data-data-mode="low" data-betoch-code="/main.js">');
    expect(page).not.toContain('<script defer');
    expect(page).not.toContain('config.json');
    expect(page).toContain('<div id="root"><h1>Home</h1></div>');
  });

  it('is the only one: a normal page keeps its script tag and preload', () => {
    const page = stitch('normal');
    expect(page).toContain('<script defer="defer" src="/main.js"></script>');
    expect(page).toContain('href="/config.json"');
    expect(page).not.toContain('data-betoch-code');
  });

  it('keeps a template without an entry script as it is', () => {
    const bare = TEMPLATE.replace('<script defer="defer" src="/main.js"></script>', '');
    expect(codeOnPress(bare)).toEqual({ template: bare, entry: null });
  });
});

describe('stitchPage with replacement patterns in the data', () => {
  // A property title or description may hold anything a person types, `$` included.
  it.each(['$&', '$`', "$'", '$$', '$1', '$<name>'])('copies %s into the page as it is', (text) => {
    const page = stitchPage(TEMPLATE, {
      html: `<h1>Villa ${text} Bole</h1>`,
      state: JSON.stringify({ title: `Villa ${text} Bole` }),
      head: `<title>Villa ${text} Bole</title>`,
      language: 'en',
      preloads: '',
    });
    expect(page.match(/<html/g)).toHaveLength(1);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
    expect(page).toContain(`<title>Villa ${text} Bole</title>\n  </head>`);
    expect(page).toContain(`<div id="root"><h1>Villa ${text} Bole</h1></div>`);
    expect(page).toContain(`{"title":"Villa ${text} Bole"}</script>`);
  });
});

describe('firstPaintFontPaths', () => {
  it('finds the wordmark’s font in the shell’s stylesheet, not the full Ethiopic faces', () => {
    const css = `
      @font-face { font-family: 'Noto Sans Ethiopic'; src: url(static/noto-sans-ethiopic-ethiopic-700-normal.94969d43.woff2) format('woff2'); }
      @font-face { font-family: 'Betoch Ethiopic Labels'; src: url(static/ethiopic-wordmark-700.9ae73730.woff2) format('woff2'); }
      @font-face { font-family: 'Betoch Ethiopic Labels'; src: url("static/ethiopic-language-name-400.634c33ec.woff2") format('woff2'); }
      .x { background: url(static/ethiopic-wordmark-700.png); }`;
    expect(firstPaintFontPaths(css)).toEqual(['/static/ethiopic-wordmark-700.9ae73730.woff2']);
    expect(firstPaintFontPaths('body { color: red }')).toEqual([]);
  });
});
