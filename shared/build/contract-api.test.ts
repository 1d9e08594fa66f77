/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bumpBetween, bumpProblem, contractApi, requiredBump } from './contract-api';
import { contractVersion } from './federation';

/** The recorded API: `version x.y.z` on the first line, then `contractApi()`'s lines. */
const RECORD = path.resolve(__dirname, '../src/singleton/api.txt');
const UPDATE = 'UPDATE_CONTRACT_API=1 npx jest shared/build/contract-api';

function readRecord(): { version: string; api: string[] } {
  const [first = '', ...api] = readFileSync(RECORD, 'utf8').trimEnd().split('\n');
  return { version: first.replace(/^version /, ''), api };
}

describe('the singleton contract version', () => {
  it('covers every change of the public API since the recorded one', () => {
    const recorded = readRecord();
    const current = { version: contractVersion({}), api: contractApi() };
    const problem = bumpProblem(recorded, current);
    if (problem) {
      throw new Error(
        `${problem}\nBump shared/src/singleton/contract.json, write CHANGELOG.md, then run ${UPDATE}`,
      );
    }
    if (process.env.UPDATE_CONTRACT_API === '1') {
      writeFileSync(RECORD, [`version ${current.version}`, ...current.api, ''].join('\n'));
      return;
    }
    // A covered change (or a new version) must be recorded, so the next change is compared to it.
    expect({ version: current.version, api: current.api }).toEqual(recorded);
  });
});

describe('requiredBump', () => {
  it('needs nothing for the same API, a minor for an addition, a major for a removal or change', () => {
    expect(requiredBump(['a: const 1'], ['a: const 1'])).toBe('none');
    expect(requiredBump(['a: const 1'], ['a: const 1', 'b: const 2'])).toBe('minor');
    expect(requiredBump(['a: const 1', 'b: const 2'], ['a: const 1'])).toBe('major');
    expect(requiredBump(['a: function () => void'], ['a: function (x: string) => void'])).toBe(
      'major',
    );
  });

  it('needs a minor for optional members added to an interface, a major for required or changed ones', () => {
    const before = ['C: interface { a: string; b?: number | undefined }'];
    expect(
      requiredBump(before, ['C: interface { a: string; b?: number | undefined; c?: string }']),
    ).toBe('minor');
    expect(
      requiredBump(before, ['C: interface { a: string; b?: number | undefined; c: string }']),
    ).toBe('major');
    expect(
      requiredBump(before, ['C: interface { a: number; b?: number | undefined; c?: string }']),
    ).toBe('major');
    expect(requiredBump(['f: function () => void'], ['f: function () => void; x?: 1 }'])).toBe(
      'major',
    );

    // An added member whose own type is an object literal, with `; ` inside it, is still one member.
    expect(
      requiredBump(before, [
        'C: interface { a: string; b?: number | undefined; w?: { x: string[]; y: number } | undefined }',
      ]),
    ).toBe('minor');
    expect(
      requiredBump(before, [
        'C: interface { a: string; b?: number | undefined; w?: { x: string[] }; y: number }',
      ]),
    ).toBe('major');
  });
});

describe('bumpBetween', () => {
  it('names the part of the version that grew, and refuses a lower version', () => {
    expect(bumpBetween('1.2.3', '1.2.3')).toBe('none');
    expect(bumpBetween('1.2.3', '1.2.4')).toBe('patch');
    expect(bumpBetween('1.2.3', '1.3.0')).toBe('minor');
    expect(bumpBetween('1.2.3', '2.0.0')).toBe('major');
    expect(() => bumpBetween('1.2.3', '1.1.9')).toThrow(/lower/);
    expect(() => bumpBetween('1.2', '1.3.0')).toThrow(/semver/);
  });
});

describe('bumpProblem', () => {
  const v1 = { version: '1.0.0', api: ['a: const 1'] };
  it('accepts an addition under a new minor, and a removal only under a new major', () => {
    expect(bumpProblem(v1, { version: '1.1.0', api: ['a: const 1', 'b: const 2'] })).toBeNull();
    expect(bumpProblem(v1, { version: '2.0.0', api: [] })).toBeNull();
    expect(bumpProblem(v1, { version: '1.0.1', api: ['a: const 1'] })).toBeNull();
  });

  it('refuses an API change without the bump it needs, listing the change', () => {
    expect(bumpProblem(v1, { version: '1.0.0', api: ['a: const 1', 'b: const 2'] })).toMatch(
      /needs a minor version bump[\s\S]*\+ b: const 2/,
    );
    expect(bumpProblem(v1, { version: '1.1.0', api: [] })).toMatch(
      /needs a major version bump[\s\S]*- a: const 1/,
    );
  });
});
