/** @jest-environment node */
import { contractOf, contractProblems, parseManifest, type Manifest } from './contract';

function manifest(name: string, shared: Manifest['shared']): Manifest {
  return { name, shared };
}

const SHELL = manifest('shell', [
  {
    name: '@betoch/shared/singleton',
    version: '1.4.0',
    requiredVersion: '^1.0.0',
    singleton: true,
  },
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
]);

describe('contractProblems', () => {
  it('accepts a remote built against an older minor of the contract', () => {
    const remote = manifest('listings', [
      {
        name: '@betoch/shared/singleton',
        version: '1.2.0',
        requiredVersion: '^1.2.0',
        singleton: true,
      },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
    ]);
    expect(contractProblems(remote, SHELL)).toEqual([]);
  });

  it('refuses a remote that needs a newer major, naming both versions', () => {
    const remote = manifest('listings', [
      {
        name: '@betoch/shared/singleton',
        version: '2.0.0',
        requiredVersion: '^2.0.0',
        singleton: true,
      },
    ]);
    expect(contractProblems(remote, SHELL)).toEqual([
      'listings needs @betoch/shared/singleton ^2.0.0, the deployed shell provides 1.4.0',
    ]);
  });

  it('refuses a remote that needs a newer minor than the shell provides', () => {
    const remote = manifest('listings', [
      { name: '@betoch/shared/singleton', version: '1.5.0', requiredVersion: '^1.5.0' },
    ]);
    // The contract counts as a singleton even where the manifest leaves the flag out.
    expect(contractProblems(remote, SHELL)).toHaveLength(1);
  });

  it('checks every singleton, not only the contract', () => {
    const remote = manifest('listings', [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
    ]);
    expect(contractProblems(remote, SHELL)).toEqual([
      'listings needs react ^20.0.0, the deployed shell provides 19.3.1',
    ]);
  });

  it('ignores what is not a singleton and singletons the shell does not load', () => {
    const remote = manifest('listings', [
      { name: 'react/jsx-runtime', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: 'leaflet', version: '1.9.4', requiredVersion: '^1.9.0', singleton: true },
    ]);
    expect(contractProblems(remote, SHELL)).toEqual([]);
  });

  it('reports a range that is not one', () => {
    const remote = manifest('listings', [
      { name: 'react', version: '19.3.1', requiredVersion: 'soon', singleton: true },
    ]);
    expect(contractProblems(remote, SHELL)).toEqual(['react: "soon" is not a version range']);
  });
});

describe('contractOf', () => {
  it('finds the singleton contract, or the whole shared package before the split', () => {
    expect(contractOf(SHELL)?.version).toBe('1.4.0');
    const old = manifest('shell', [{ name: '@betoch/shared', version: '0.1.0' }]);
    expect(contractOf(old)?.name).toBe('@betoch/shared');
    expect(contractOf(manifest('x', []))).toBeUndefined();
  });
});

describe('parseManifest', () => {
  it('refuses what is not a manifest', () => {
    expect(() => parseManifest({ name: 'x' }, 'm.json')).toThrow(
      'm.json is not an mf-manifest.json',
    );
    expect(() => parseManifest({ name: 'x', shared: [{}] }, 'm.json')).toThrow('no name');
    expect(parseManifest({ name: 'x', shared: [] }, 'm.json').name).toBe('x');
  });
});
