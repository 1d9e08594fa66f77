/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDefinition } from '../shared/build/apps';
import { nginxConfig, type NginxOptions } from './nginx';

const PAGE = `<!doctype html>
<html lang="en">
  <head><script>document.documentElement.lang = 'en';</script></head>
  <body><div id="root"></div></body>
</html>
`;

const CONFIG = {
  remotes: {
    listings: 'http://localhost:3001/releases/1.2.0/mf-manifest.json',
    property: 'http://localhost:3002/mf-manifest.json',
    content: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
  },
  apiBaseUrl: 'http://localhost:3005',
};

let dir: string;
let options: NginxOptions;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-nginx-'));
  options = {
    dist: (app: AppDefinition) => path.join(dir, app.dir),
    configFile: path.join(dir, 'config.json'),
    releases: path.join(dir, 'releases'),
    runtimeDir: path.join(dir, 'run'),
    remoteOrigins: [
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ],
    brotli: true,
  };
  for (const app of ['shell', 'mfe-listings', 'mfe-property', 'mfe-content', 'mfe-account']) {
    mkdirSync(path.join(dir, app));
    writeFileSync(path.join(dir, app, 'index.html'), PAGE);
  }
  writeFileSync(options.configFile!, JSON.stringify(CONFIG));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('nginxConfig', () => {
  it('has a server per app on its port, each remote serving its own releases', () => {
    const text = nginxConfig(options);
    for (const port of [3000, 3001, 3002, 3003, 3004]) expect(text).toContain(`listen ${port};`);
    expect(text).toContain(`alias ${path.join(dir, 'releases', 'listings')}/$1/$2;`);
    expect(text).toContain(`alias ${path.join(dir, 'config.json')};`);
    expect(text).toContain('brotli_static on;');
  });

  it("gives the shell's page the CSP of its trusted remotes and the hash of its inline script", () => {
    const text = nginxConfig(options);
    const shell = text.slice(text.indexOf('# shell'), text.indexOf('# mfe-listings'));
    expect(shell).toMatch(
      /Content-Security-Policy "default-src 'self'; script-src 'self' http:\/\/localhost:3001 .*'sha256-[^']+'/,
    );
    // The SPA fallback is the last location, for paths without an extension only.
    expect(shell).toMatch(/location ~ \\\.\[\^\/\.\]\+\$ \{[^}]*try_files \$uri =404;/);
    expect(shell).toMatch(
      /location \/ \{[^}]*X-Frame-Options "DENY"[^}]*try_files \/index\.html =404;/,
    );
  });

  it('leaves brotli out when the module is not there', () => {
    const text = nginxConfig({ ...options, brotli: false });
    expect(text).not.toContain('brotli');
    expect(text).toContain('gzip_static on;');
  });

  it('refuses a config.json naming an untrusted remote: a static host cannot refuse it later', () => {
    writeFileSync(
      options.configFile!,
      JSON.stringify({
        ...CONFIG,
        remotes: { ...CONFIG.remotes, content: 'https://evil.example/mf-manifest.json' },
      }),
    );
    expect(() => nginxConfig(options)).toThrow(
      'remote "content" refused: https://evil.example is not an allowed remote origin',
    );
  });
});
