/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localRemoteUrls } from '../../shared/build/apps';
import { parseConfigText, withRemoteUrl, writeFileAtomic } from './config-file';

const CONFIG = {
  remotes: localRemoteUrls(),
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // A promotion or rollback must not lose the listings service (issue 20).
  listingsApiUrl: 'http://localhost:3006',
};

describe('withRemoteUrl', () => {
  it('changes one remote and keeps every other key', () => {
    const config = parseConfigText(JSON.stringify(CONFIG), 'config.json');
    const next = JSON.parse(
      withRemoteUrl(config, 'listings', 'http://localhost:3001/releases/1.1.0/mf-manifest.json'),
    ) as typeof CONFIG;
    expect(next).toEqual({
      ...CONFIG,
      remotes: {
        ...CONFIG.remotes,
        listings: 'http://localhost:3001/releases/1.1.0/mf-manifest.json',
      },
    });
  });

  it('refuses to write a URL the shell would not load', () => {
    const config = parseConfigText(JSON.stringify(CONFIG), 'config.json');
    expect(() =>
      withRemoteUrl(config, 'listings', 'http://cdn.example/mf-manifest.json'),
    ).not.toThrow();
    const broken = { ...config, apiBaseUrl: 3 } as unknown as typeof config;
    expect(() => withRemoteUrl(broken, 'listings', CONFIG.remotes.listings)).toThrow(
      'the new config.json would be invalid: apiBaseUrl is not a URL',
    );
  });
});

describe('parseConfigText', () => {
  it('refuses a file that is not JSON or not a config', () => {
    expect(() => parseConfigText('{"remotes":', 'c.json')).toThrow('c.json is not JSON');
    expect(() => parseConfigText('{}', 'c.json')).toThrow('c.json is invalid: remotes is missing');
  });
});

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'betoch-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces the file by renaming a complete copy over it (a new inode), leaving no temp file', () => {
    const file = path.join(dir, 'config.json');
    writeFileSync(file, 'old');
    const before = statSync(file).ino;
    writeFileAtomic(file, 'new');
    expect(statSync(file).ino).not.toBe(before);
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['config.json']);
  });
});
