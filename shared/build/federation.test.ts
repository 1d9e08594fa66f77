/** @jest-environment node */
import { CONTRACT_PACKAGE, contractVersion } from './federation';
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
