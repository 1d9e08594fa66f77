/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { IMPORT_NICE, importNice } from './import-priority';

describe('the priority of an import', () => {
  it('is below normal unless the setting says otherwise, and a wrong setting is named', () => {
    expect(importNice({})).toBe(IMPORT_NICE);
    expect(IMPORT_NICE).toBeGreaterThan(0);
    expect(importNice({ LISTINGS_IMPORT_NICE: '0' })).toBe(0);
    expect(importNice({ LISTINGS_IMPORT_NICE: '19' })).toBe(19);
    for (const wrong of ['20', '-1', 'low', '2.5'])
      expect(() => importNice({ LISTINGS_IMPORT_NICE: wrong })).toThrow(/LISTINGS_IMPORT_NICE/);
  });

  it('is the process’s own niceness once it yields, as the system sees it', () => {
    // A process of its own, since a process cannot raise its priority again.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${require.resolve('./import-priority')}').then((m) => {
           m.yieldToSearches(m.importNice(process.env));
           process.stdout.write(require('node:fs').readFileSync('/proc/self/stat', 'utf8'));
         })`,
      ],
      { env: { ...process.env, LISTINGS_IMPORT_NICE: '7' }, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    // /proc/<pid>/stat's 19th field is the niceness.
    const fields = child.stdout.slice(child.stdout.lastIndexOf(')') + 2).split(' ');
    expect(Number(fields[16])).toBe(7);
  });
});
