import { appImportProblems, importedNames } from './app-imports';

it('no app imports another app’s files, and shared/, the page server and the services import none', () => {
  expect(appImportProblems()).toEqual([]);
});

it('reads every way of importing, and nothing else', () => {
  const text = [
    "import a from '../../mfe-listings/src/a';",
    "import type { B } from './b';",
    "export { c } from '../c';",
    "import './side-effect.css';",
    "const d = await import('../d');",
    "const e = require('../e.json');",
    "// see '../not-an-import'",
  ].join('\n');
  expect(importedNames(text).sort()).toEqual(
    ['../../mfe-listings/src/a', './b', '../c', './side-effect.css', '../d', '../e.json'].sort(),
  );
});
