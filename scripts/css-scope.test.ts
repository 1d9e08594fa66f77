/** @jest-environment node */
import { REMOTES } from '../shared/build/apps';
import {
  blocksStyledTwice,
  classesOf,
  parseStylesheet,
  readAppStyles,
  REMOTE_PREFIXES,
  scopeProblems,
  splitSelectorList,
  type AppStyles,
} from './css-scope';

const apps = readAppStyles(REMOTES);

describe('every app’s styles are scoped (docs/styles.md)', () => {
  test('each remote has its own class prefix, none a prefix of another', () => {
    expect(Object.keys(REMOTE_PREFIXES).sort()).toEqual(REMOTES.map((r) => r.name).sort());
    const prefixes = Object.values(REMOTE_PREFIXES);
    for (const a of prefixes) {
      for (const b of prefixes) if (a !== b) expect(b.startsWith(a)).toBe(false);
    }
  });

  test('the check reads every app’s stylesheets', () => {
    for (const app of apps) expect(app.sheets.length).toBeGreaterThan(0);
    expect(apps.flatMap((a) => a.sheets.flatMap((s) => s.selectors)).length).toBeGreaterThan(500);
  });

  test('every rule of a remote is anchored on its prefix; the shell’s on its own classes; no class or keyframes defined twice', () => {
    expect(scopeProblems(apps)).toEqual([]);
  });

  test('no block has two base rules in two stylesheets of one app', () => {
    expect(blocksStyledTwice(apps)).toEqual([]);
  });
});

describe('the stylesheet reader', () => {
  const sheet = parseStylesheet(
    'x.css',
    [
      '/* .commented { } */',
      '@import url("a.css");',
      '.cnt-a, .cnt-b:not(.muted) > .leaflet-pane { color: red; }',
      '@media (min-width: 700px) { .dark-layout .cnt-c { color: blue; } }',
      '@keyframes cnt-spin { from { opacity: 0; } 50% { opacity: 1; } }',
      '@font-face { font-family: X; src: url(x.woff2); }',
      '.cnt-d[data-x=".e"] { color: green; }',
    ].join('\n'),
  );

  test('reads selectors inside @media, skips comments, keyframe steps and attribute values', () => {
    expect(sheet.selectors.map((s) => [s.selector, s.classes, s.line])).toEqual([
      ['.cnt-a', ['cnt-a'], 3],
      ['.cnt-b:not(.muted) > .leaflet-pane', ['cnt-b', 'muted', 'leaflet-pane'], 3],
      ['.dark-layout .cnt-c', ['dark-layout', 'cnt-c'], 4],
      ['.cnt-d[data-x=".e"]', ['cnt-d'], 7],
    ]);
    expect(sheet.keyframes).toEqual([{ name: 'cnt-spin', line: 5 }]);
    expect(splitSelectorList('.a:is(.b, .c), .d')).toEqual(['.a:is(.b, .c)', '.d']);
    expect(classesOf('a.b-c__d--e:hover')).toEqual(['b-c__d--e']);
  });

  test('reports a remote rule without its prefix, a class of another app, and shared keyframes', () => {
    const kit: AppStyles = {
      name: 'shared',
      kind: 'kit',
      sheets: [parseStylesheet('kit.css', '.btn { color: red; }')],
    };
    const shell: AppStyles = {
      name: 'shell',
      kind: 'shell',
      sheets: [parseStylesheet('shell.css', '.btn { margin: 0; } .header .btn { margin: 1px; }')],
    };
    const content: AppStyles = {
      name: 'content',
      kind: 'remote',
      prefix: 'cnt-',
      sheets: [
        parseStylesheet(
          'content.css',
          '.agent-card { color: red; } .cnt-x .header { } .cnt-y .btn { } @keyframes spin { }',
        ),
      ],
    };
    const property: AppStyles = {
      name: 'property',
      kind: 'remote',
      prefix: 'prp-',
      sheets: [parseStylesheet('property.css', '.prp-z { } @keyframes spin { }')],
    };
    expect(scopeProblems([kit, shell, content, property])).toEqual([
      "shell.css:1 `.btn`: only the UI kit's classes; anchor it on a shell class",
      'content.css:1 `.agent-card`: no cnt- class anchors it',
      "content.css:1 `.agent-card`: .agent-card is neither content's (cnt-) nor the UI kit's",
      "content.css:1 `.cnt-x .header`: .header is neither content's (cnt-) nor the UI kit's",
      'content.css:1 @keyframes spin: keyframes of content start with cnt-',
      'property.css:1 @keyframes spin: keyframes of property start with prp-',
      'property.css:1 @keyframes spin: also defined by content (content.css)',
    ]);
  });
});
