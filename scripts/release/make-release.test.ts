/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES, type AppDefinition } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { Refusal } from '../../page-server/src/releases';
import { buildAndRelease, type BuildInto } from './make-release';

const listings = REMOTES.find((app) => app.name === 'listings')!;
const HEADING = 'assets/i18n/listings/en.json';

let root: string;
let builtInto: string[];

beforeEach(() => {
  root = path.join(mkdtempSync(path.join(tmpdir(), 'betoch-make-release-')), 'releases');
  builtInto = [];
});

afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }));

/** A build step writing a remote's minimal production build whose grid heading is `heading`. */
function buildWithHeading(heading: string): BuildInto {
  return (app: AppDefinition, outDir: string) => {
    builtInto.push(outDir);
    mkdirSync(path.join(outDir, path.dirname(HEADING)), { recursive: true });
    writeFileSync(
      path.join(outDir, 'mf-manifest.json'),
      JSON.stringify({ name: app.name, shared: [] }),
    );
    writeFileSync(path.join(outDir, 'remoteEntry.js'), `var ${app.name};`);
    writeFileSync(path.join(outDir, HEADING), JSON.stringify({ title: { grid: heading } }));
    return Promise.resolve();
  };
}

function release(version: string, build: BuildInto) {
  return buildAndRelease({ app: listings, version, root, commit: 'abc', dirty: false, build });
}

const headingOf = (version: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'listings', version, HEADING), 'utf8')) as {
      title: { grid: string };
    }
  ).title.grid;

describe('buildAndRelease', () => {
  it("builds outside the app's dist/ (the folder its base URL serves), in a folder no server answers, then removes it", async () => {
    await release('1.0.0', buildWithHeading('Homes'));

    expect(builtInto).toHaveLength(1);
    const [outDir = ''] = builtInto;
    const dist = path.join(REPO_ROOT, listings.dir, 'dist');
    expect(path.relative(dist, outDir).startsWith('..')).toBe(true);
    // Hidden in the app's releases folder: the remote's server answers only /releases/<version>/.
    expect(path.dirname(outDir)).toBe(path.join(root, 'listings'));
    expect(path.basename(outDir).startsWith('.')).toBe(true);
    expect(existsSync(outDir)).toBe(false);
    expect(readdirSync(path.join(root, 'listings'))).toEqual(['1.0.0']);
  });

  it('keeps each release its own texts: a second release changes nothing of the first', async () => {
    await release('1.0.0', buildWithHeading('Homes for sale'));
    await release('1.1.0', buildWithHeading('Homes to rent'));

    expect(headingOf('1.0.0')).toBe('Homes for sale');
    expect(headingOf('1.1.0')).toBe('Homes to rent');
  });

  it('refuses an existing version before building anything', async () => {
    await release('1.0.0', buildWithHeading('Homes'));
    builtInto = [];

    await expect(release('1.0.0', buildWithHeading('Other'))).rejects.toThrow(
      new Refusal('release listings@1.0.0 exists; bump the version'),
    );
    expect(builtInto).toEqual([]);
    expect(headingOf('1.0.0')).toBe('Homes');
  });

  it('leaves no build folder and no release behind when the build fails', async () => {
    const failing: BuildInto = async (app, outDir) => {
      await buildWithHeading('half')(app, outDir);
      throw new Error('webpack: 1 error');
    };

    await expect(release('1.0.0', failing)).rejects.toThrow('webpack: 1 error');
    expect(readdirSync(path.join(root, 'listings'))).toEqual([]);
  });
});
