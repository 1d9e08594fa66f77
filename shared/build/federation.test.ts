/** @jest-environment node */
import { CONTRACT_PACKAGE, contractRange, contractVersion, sharedDependencies } from './federation';
import contract from '../src/singleton/contract.json';

describe('the singleton contract of the build', () => {
  it('is the package and version contract.json names', () => {
    expect(CONTRACT_PACKAGE).toBe(contract.package);
    expect(contractVersion({})).toBe(contract.version);
  });

  it('takes BETOCH_CONTRACT_VERSION over the file, and refuses a non-semver one', () => {
    expect(contractVersion({ BETOCH_CONTRACT_VERSION: '99.0.0' })).toBe('99.0.0');
    expect(() => contractVersion({ BETOCH_CONTRACT_VERSION: 'latest' })).toThrow(/semver/);
  });
});

describe('the shared map', () => {
  it('shares the singleton contract strictly, at the minor it was built against', () => {
    const shared = sharedDependencies({ contract: '1.4.2' });
    expect(shared[CONTRACT_PACKAGE]).toEqual({
      singleton: true,
      version: '1.4.2',
      requiredVersion: '^1.4.0',
      strictVersion: true,
    });
    expect(contractRange('2.0.7')).toBe('^2.0.0');
  });

  it('lets every app bundle its own copy of the rest of @betoch/shared', () => {
    const keys = Object.keys(sharedDependencies());
    expect(keys.filter((key) => key.startsWith('@betoch/'))).toEqual([CONTRACT_PACKAGE]);
    expect(keys).toEqual(expect.arrayContaining(['react', 'react-dom', 'zustand', 'i18next']));
    expect(keys).not.toContain('react-router-dom');
  });
});
