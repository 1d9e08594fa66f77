import { shapeProblems, thinEntryProblems } from './remote-shape';

it('every remote holds only exposes/, features/ and testing/ at src/, and thin exposed entries', () => {
  expect(shapeProblems()).toEqual([]);
});

describe('a thin entry', () => {
  it('may re-export the default of a feature, or name an imported component', () => {
    expect(
      thinEntryProblems('a.tsx', "export { default } from '../features/login/login-page';"),
    ).toEqual([]);
    expect(
      thinEntryProblems(
        'b.tsx',
        "export { UserWidget as default } from '../features/user-widget/user-widget';",
      ),
    ).toEqual([]);
    expect(
      thinEntryProblems('c.tsx', "import { Page } from './page';\nexport default Page;"),
    ).toEqual([]);
  });

  it('may be a route table', () => {
    const routes = `import { Route, Routes } from '@betoch/shared/router';
import { Page } from '../features/page/page';
export default function SectionRoutes() {
  return (
    <Routes>
      {[1, 2].map((n) => <Route key={n} path={String(n)} element={<Page n={n} />} />)}
    </Routes>
  );
}`;
    expect(thinEntryProblems('d.tsx', routes)).toEqual([]);
  });

  it('holds no hooks, no logic and no declarations of its own', () => {
    const page = `import { useT } from '../i18n';
const TITLES = { a: 'A' };
function Helper() { return null; }
export const extra = 1;
export default function Page() {
  const { t } = useT();
  return <h1>{t(TITLES.a)}</h1>;
}`;
    expect(thinEntryProblems('e.tsx', page)).toEqual([
      'line 2: declares a constant of its own',
      'line 3: declares a function of its own',
      'line 4: declares a constant of its own',
      'line 5: the default component does more than return its markup',
      'line 5: calls useT',
    ]);
  });

  it('has exactly one default export', () => {
    expect(thinEntryProblems('f.tsx', "export { A } from './a';")).toEqual([
      'line 1: exports a name other than the default',
      'has 0 default exports, not 1',
    ]);
  });
});
