/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_APPS, API_PORT, REMOTES, type AppDefinition } from '@betoch/shared/build/apps';
import { addressForChoice } from '@betoch/shared/domain/language-address';
import {
  DATA_MODE_RULES,
  LANGUAGE_ADDRESS_RULES,
  LOW_DATA_FILE_PREFIX,
  lowDataFile,
  nginxConfig,
  nginxCspProblem,
  type NginxOptions,
} from './nginx';
import { dataModeOfRequest } from '@betoch/shared/domain/data-mode';
import { listedPages } from '../../scripts/site-pages';
import { pageFile, publicUrls, styleMapLine } from './prerender';

const PAGE = `<!doctype html>
<html lang="en">
  <head><script>document.documentElement.lang = 'en';</script></head>
  <body><div id="root"></div></body>
</html>
`;

/** Every remote of apps.ts on its port; listings at a release. */
const CONFIG = {
  remotes: Object.fromEntries(
    REMOTES.map((app) => [
      app.name,
      `http://localhost:${app.port}/${app.name === 'listings' ? 'releases/1.2.0/' : ''}mf-manifest.json`,
    ]),
  ),
  apiBaseUrl: `http://localhost:${API_PORT}`,
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
    remoteOrigins: REMOTES.map((app) => `http://localhost:${app.port}`),
    brotli: true,
  };
  for (const { dir: app } of ALL_APPS) {
    mkdirSync(path.join(dir, app));
    writeFileSync(path.join(dir, app, 'index.html'), PAGE);
  }
  writeFileSync(options.configFile!, JSON.stringify(CONFIG));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The body of the first `location <match> {` block of `text` (its nested blocks included). */
function locationBody(text: string, match: string): string {
  const start = text.indexOf(`location ${match} {`);
  if (start === -1) throw new Error(`no location ${match}`);
  let depth = 0;
  for (let at = text.indexOf('{', start); at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    if (text[at] === '}') depth -= 1;
    if (depth === 0) return text.slice(text.indexOf('{', start) + 1, at);
  }
  throw new Error(`location ${match} is not closed`);
}

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
    const page = locationBody(shell, '/');
    expect(page).toContain('X-Frame-Options "DENY"');
    expect(page).toMatch(/try_files \/index\.html =404;\s*$/);
  });

  it("lets the shell's page connect to the listings service that config.json names and show its photos, and no remote's page", () => {
    writeFileSync(
      options.configFile!,
      JSON.stringify({ ...CONFIG, listingsApiUrl: 'https://search.betoch.et' }),
    );
    const text = nginxConfig(options);
    const shell = text.slice(text.indexOf('# shell'), text.indexOf('# mfe-listings'));
    expect(shell).toMatch(/connect-src 'self'[^;"]* https:\/\/search\.betoch\.et[;"\s]/);
    expect(shell).toMatch(/img-src 'self' data: blob:[^;"]* https:\/\/search\.betoch\.et[;"\s]/);
    expect(text.slice(text.indexOf('# mfe-listings'))).not.toContain('search.betoch.et');

    writeFileSync(
      options.configFile!,
      JSON.stringify({ ...CONFIG, listingsApiUrl: 'http://search.betoch.et' }),
    );
    expect(() => nginxConfig(options)).toThrow(
      /listingsApiUrl: http:\/\/search\.betoch\.et is not https:/,
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

  it('without prerendered pages, the browser renders every page (no page files, no style map)', () => {
    const text = nginxConfig(options);
    expect(text).not.toContain('$betoch_page_file');
    expect(text).not.toContain('style-src-attr');
    // (The home page's redirect; a visitor's chosen language is sent on by `return 302 $…`.)
    expect(text).not.toContain('return 302 /');
  });
});

describe('a form the browser posts itself to a page', () => {
  /** The lines that answer a POST with a 303 to the same address, as page-server/src/serve.ts does. */
  const SEE_SAME_ADDRESS =
    /absolute_redirect off;\s*if \(\$request_method = POST\) \{[^}]*add_header Cache-Control "no-store" always;[^}]*return 303 \$betoch_address_after_post;\s*\}/;

  it.each([false, true])(
    'gets a 303 to the same address in every location that answers with a page (prerendered: %s)',
    (withPrerender) => {
      const text = nginxConfig({
        ...options,
        ...(withPrerender ? { prerendered: path.join(dir, 'pre') } : {}),
      });
      const shell = text.slice(text.indexOf('# shell'), text.indexOf('# mfe-listings'));
      const pages = withPrerender
        ? ['/', '= /', '~ ./$', '= /page/other-pages/404', '~* \\.html?$']
        : ['/', '~* \\.html?$'];
      for (const match of pages) {
        expect([match, locationBody(shell, match)]).toEqual([
          match,
          expect.stringMatching(SEE_SAME_ADDRESS),
        ]);
      }
      // Files are not pages: a POST to them stays nginx's 405.
      expect(locationBody(shell, '~ \\.[^/.]+$')).not.toContain('POST');
      expect(locationBody(shell, '= /config.json')).not.toContain('POST');
      // A remote's own page too.
      const listings = text.slice(text.indexOf('# mfe-listings'), text.indexOf('# mfe-property'));
      expect(locationBody(listings, '= /')).toMatch(SEE_SAME_ADDRESS);
    },
  );

  it('goes back to the address as requested (never the body), or / for one read as another site', () => {
    const text = nginxConfig(options);
    expect(text).toContain(
      [
        '  map $request_uri $betoch_address_after_post {',
        '    default "/";',
        '    "~^/(?![/\\x5c\\x09\\x0a\\x0d])" $request_uri;',
        '  }',
      ].join('\n'),
    );
    // nginx's access log has the request line only: the default format, no $request_body.
    expect(text).toMatch(/access_log [^;\s]+;/);
    expect(text).not.toContain('request_body');
  });
});

describe('config.json', () => {
  it.each([
    ['without prerendered pages', {}],
    ['with prerendered pages', { prerendered: '/srv/pre' }],
  ])('is always the promoted file itself, never a stale .gz or .br beside it (%s)', (_, extra) => {
    const text = nginxConfig({ ...options, ...extra });
    // gzip_static and brotli_static are on for the builds' files…
    expect(text).toContain('  gzip_static on;');
    expect(text).toContain('  brotli_static on;');
    // …and off where config.json is served.
    const body = locationBody(text, '= /config.json');
    expect(body).toContain(`alias ${path.join(dir, 'config.json')};`);
    expect(body).toContain('gzip_static off;');
    expect(body).toContain('brotli_static off;');
  });

  it("never serves a dot file: config.json's lock and half-written copies sit beside it", () => {
    const text = nginxConfig({ ...options, prerendered: '/srv/pre' });
    const servers = text.split('  server {').slice(1);
    expect(servers).toHaveLength(ALL_APPS.length);
    for (const server of servers) {
      expect(locationBody(server, '~ /\\.')).toContain('return 404;');
      // Before every other regular expression location (nginx takes the first that matches).
      const first = server.search(/location ~\*? /);
      expect(server.indexOf('location ~ /\\. {')).toBe(first);
    }
  });

  it('names no brotli directive when the module is not loaded (nginx would refuse it)', () => {
    const body = locationBody(nginxConfig({ ...options, brotli: false }), '= /config.json');
    expect(body).toContain('gzip_static off;');
    expect(body).not.toContain('brotli');
  });
});

describe("nginxCspProblem: the origins the generated shell's CSP lets the page load a remote from", () => {
  const manifest = (origin: string) => `${origin}/releases/1.3.0/mf-manifest.json`;

  it('allows the origins of config.json at generation time', () => {
    const text = nginxConfig(options);
    expect(nginxCspProblem(text, manifest('http://localhost:3001'))).toBeNull();
    expect(nginxCspProblem(text, manifest('http://localhost:3004'))).toBeNull();
  });

  it('refuses another origin, even one BETOCH_REMOTE_ORIGINS allows, naming the directives', () => {
    const text = nginxConfig({
      ...options,
      remoteOrigins: [...(options.remoteOrigins ?? []), 'https://cdn.betoch.et'],
    });
    expect(nginxCspProblem(text, manifest('https://cdn.betoch.et'))).toBe(
      'https://cdn.betoch.et is not in script-src and connect-src of the Content-Security-Policy nginx sends',
    );
    // A remote's own CSP (its standalone page) is not the shell's.
    expect(nginxCspProblem(text, manifest('http://localhost:3009'))).toMatch(
      /is not in script-src/,
    );
  });

  it('refuses when the file is not a generated configuration', () => {
    expect(nginxCspProblem('events {}', manifest('http://localhost:3001'))).toBe(
      'the nginx configuration has no Content-Security-Policy for the shell',
    );
  });
});

describe('nginxConfig with prerendered pages', () => {
  const shellOf = (text: string) =>
    text.slice(text.indexOf('# shell'), text.indexOf('# mfe-listings'));

  it("serves a page's prerendered file (by path and query) before the browser-rendered page", () => {
    const pre = path.join(dir, 'pre');
    const text = nginxConfig({ ...options, prerendered: pre });
    expect(text).toContain('map $args $betoch_page_file {');
    expect(text).toContain('"" "index.html";');
    expect(text).toContain('"~^[^/]+$" "$args.html";');
    // The bucket size is set before the first map (nginx refuses it after).
    expect(text.indexOf('map_hash_bucket_size')).toBeLessThan(text.indexOf('map $uri'));
    // In `location /`: the file for the path and query in the visitor's data mode, else the
    // normal one, else the browser-rendered page.
    expect(shellOf(text)).toContain(
      `      root ${pre};\n      try_files $uri/$betoch_data_prefix$betoch_page_file $uri/$betoch_page_file @page;\n    }\n    location @page {`,
    );
    // The remotes are untouched: their pages are only their roots.
    expect(text.slice(text.indexOf('# mfe-listings'))).not.toContain('$betoch_page_file');
  });

  it("gives each prerendered file the hashes of its own style attributes, from the prerender's map", () => {
    const pre = path.join(dir, 'pre');
    const shell = shellOf(nginxConfig({ ...options, prerendered: pre }));
    expect(nginxConfig({ ...options, prerendered: pre })).toContain(
      ['map $uri $betoch_style_src_attr {', 'default "";', `include ${pre}/*.map;`].join('\n    '),
    );
    expect(shell).toMatch(
      /location \/ \{[^}]*Content-Security-Policy "default-src 'self';[^"$]*object-src 'none'\$betoch_style_src_attr" always;/,
    );
    // The browser-rendered page keeps the CSP without style attributes.
    expect(shell).toMatch(/location @page \{[^}]*object-src 'none'" always;/);
  });

  it('redirects / to the home page, answers the not-found page with 404, serves sitemap.xml and robots.txt', () => {
    const pre = path.join(dir, 'pre');
    const shell = shellOf(nginxConfig({ ...options, prerendered: pre }));
    expect(locationBody(shell, '= /')).toContain('return 302 /theme/classic$is_args$args;');
    expect(locationBody(shell, '= /page/other-pages/404')).toMatch(
      /error_page 404 @rendered_not_found;\s*return 404;/,
    );
    expect(shell).toMatch(
      /location @rendered_not_found \{[^}]*try_files \$uri\/\$betoch_data_prefix\$betoch_page_file \$uri\/\$betoch_page_file @page;/,
    );
    expect(shell).toContain(`alias ${pre}/sitemap.xml;`);
    expect(shell).toContain('default_type "application/xml; charset=utf-8";');
    expect(shell).toContain(`alias ${pre}/robots.txt;`);
    // The files of the sitemap's index, and nothing else of the prerender's folder by that rule.
    const files = locationBody(shell, '~ ^/sitemaps/[1-9][0-9]*\\.xml$');
    expect(files).toContain(`root ${pre};`);
    expect(files).toContain('default_type "application/xml; charset=utf-8";');
    expect(shell.indexOf('/sitemaps/')).toBeLessThan(shell.indexOf('location ~ \\.[^/.]+$'));
  });

  it('refuses a prerendered folder nginx would read differently', () => {
    expect(() => nginxConfig({ ...options, prerendered: '/srv/pre; include /etc' })).toThrow(
      "cannot write /srv/pre; include /etc into nginx's configuration",
    );
  });
});

describe('prerendered files', () => {
  it('names each page as nginx looks it up: $uri/index.html, or $uri/$args.html with a query', () => {
    expect(pageFile('/theme/classic')).toBe('/theme/classic/index.html');
    expect(pageFile('/theme/classic?lang=am')).toBe('/theme/classic/lang=am.html');
    expect(pageFile('/property/image-box?id=b01&lang=am')).toBe(
      '/property/image-box/id=b01&lang=am.html',
    );
    // nginx's $args is the raw query, its $uri the decoded path.
    expect(pageFile('/property/image-box?id=r%201%26x')).toBe(
      '/property/image-box/id=r%201%26x.html',
    );
    expect(pageFile('/a%20b')).toBe('/a b/index.html');
  });

  it('writes no file for what the nginx map sends nowhere or what would leave the folder', () => {
    expect(pageFile('/x?a=/../../etc')).toBeNull();
    expect(pageFile('/x?index')).toBeNull();
    expect(pageFile('/a/%2E%2E/b')).toBeNull();
    expect(pageFile('/%E0%A4%A')).toBeNull();
  });

  it('renders the sitemap pages and the public layouts in both languages, never a private page', () => {
    const urls = publicUrls([{ path: '/property/image-box?id=b01' }], listedPages(undefined));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/property/image-box?id=b01',
        '/property/image-box?id=b01&lang=am',
        '/theme/classic',
        '/theme/classic?lang=am',
        '/page/other-pages/404',
        '/listing/grid-view/2-grid/left-sidebar',
      ]),
    );
    expect(urls.some((url) => url.startsWith('/page/other-pages/login'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("writes a page's style hashes as a map line keyed by its file", () => {
    expect(styleMapLine('/theme/classic/index.html', ["'sha256-a'", "'sha256-b'"])).toBe(
      `"/theme/classic/index.html" "; style-src-attr 'unsafe-hashes' 'sha256-a' 'sha256-b'";`,
    );
    expect(() => styleMapLine('/x"y/index.html', [])).toThrow('cannot write');
  });
});

describe("the visitor's data mode (docs/low-data.md)", () => {
  /** The prefix nginx's map gives for a cookie value and a Save-Data header: the first rule's. */
  function prefix(cookie: string, saveData: string): string {
    const rule = DATA_MODE_RULES.find(({ pattern, caseless }) =>
      new RegExp(pattern, caseless ? 'i' : '').test(`${cookie}:${saveData}`),
    );
    return rule?.prefix ?? '';
  }

  it.each([
    ['', ''],
    ['', 'on'],
    ['', 'On '],
    ['', 'off'],
    ['low', ''],
    ['low', 'off'],
    ['normal', 'on'],
    ['normal', ''],
    ['bogus', 'on'],
    ['bogus', ''],
  ])(
    'cookie "%s", Save-Data "%s": the file of the mode dataModeOfRequest gives',
    (cookie, save) => {
      const mode = dataModeOfRequest({
        ...(cookie ? { cookie: `betoch_data=${cookie}` } : {}),
        ...(save ? { 'save-data': save } : {}),
      });
      expect(prefix(cookie, save)).toBe(mode === 'low' ? LOW_DATA_FILE_PREFIX : '');
    },
  );

  it("names a page's low-data file beside its normal one, which no query can name", () => {
    expect(lowDataFile('/theme/classic/index.html')).toBe('/theme/classic/low~index.html');
    expect(lowDataFile('/property/image-box/id=b01&lang=am.html')).toBe(
      '/property/image-box/low~id=b01&lang=am.html',
    );
    const text = nginxConfig({ ...options, prerendered: '/srv/pre' });
    expect(text).toContain('map "$cookie_betoch_data:$http_save_data" $betoch_data_prefix {');
    // `?low~index` would otherwise be served /theme/classic's low-data file.
    expect(text.indexOf('"~^low~" ".none";')).toBeLessThan(
      text.indexOf('"~^[^/]+$" "$args.html";'),
    );
  });
});

describe("the visitor's chosen language (the betoch_lang cookie)", () => {
  /** What nginx's map gives for a cookie and a request URI: the first rule that matches, filled. */
  function mapped(cookie: string, requestUri: string): string {
    for (const { pattern, address } of LANGUAGE_ADDRESS_RULES) {
      const groups = new RegExp(pattern).exec(`${cookie}:${requestUri}`)?.groups;
      if (groups) return address.replace(/\$\{(\w+)\}/g, (_, name: string) => groups[name] ?? '');
    }
    return '';
  }

  it("sends Amharic visitors from the site's own English addresses to exactly localizedPath's", () => {
    const common = [
      '/theme/classic',
      '/theme/classic?',
      '/property/image-box?id=b01',
      '/listing/grid-view/2-grid/left-sidebar?page=2&sort=price-asc',
      '/page/other-pages/log-in?returnTo=%2Fproperty%2Fimage-box%3Fid%3Db01',
      '/search?q=two+rooms&place=Bole',
      '/page/blog-detail/right-sidebar?id=p-1_a.b*c',
    ];
    for (const url of common) {
      expect([url, mapped('am', url)]).toEqual([url, addressForChoice(url, 'am')]);
    }
  });

  it('sends nobody else: no cookie, English chosen, an Amharic address, another site', () => {
    for (const [cookie, url] of [
      ['', '/theme/classic'],
      ['en', '/theme/classic'],
      ['fr', '/theme/classic'],
      ['am', '/theme/classic?lang=am'],
      ['am', '/property/image-box?id=b01&lang=am'],
      ['am', '//evil.example/x'],
      ['am', '/\\evil.example/x'],
      // Shapes localizedPath writes differently (escaped, or with another lang): the head script's.
      ['am', "/page/blog-detail/right-sidebar?id=a~(x)'!"],
      ['am', '/theme/classic?q=a%20b'],
      ['am', '/theme/classic?lang=en'],
      ['am', '/theme/classic?flag'],
    ] as const) {
      expect([cookie, url, mapped(cookie, url)]).toEqual([cookie, url, '']);
    }
  });

  it('never disagrees with localizedPath: a shape it would write differently gets no redirect', () => {
    // Queries of name=value pairs drawn from pieces URLSearchParams keeps, rewrites or escapes.
    const pieces = [
      'a',
      'Z9',
      'lang',
      'am',
      '%20',
      '%2F',
      '%2f',
      '%41',
      '+',
      '*',
      '~',
      '%E1%88%80',
      '%',
      '=',
    ];
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const text = (length: number) =>
      Array.from({ length }, () => pieces[next() % pieces.length]).join('');
    let matched = 0;
    for (let n = 0; n < 5000; n += 1) {
      const pairs = Array.from(
        { length: 1 + (next() % 3) },
        () => `${text(1 + (next() % 2))}=${text(next() % 3)}`,
      );
      const url = `/listing/grid-view?${pairs.join('&')}`;
      const address = mapped('am', url);
      if (address === '') continue;
      matched += 1;
      expect([url, address]).toEqual([url, addressForChoice(url, 'am')]);
    }
    expect(matched).toBeGreaterThan(100);
  });

  it("is a no-store 302 in the shell's page locations, after a POST's 303, and nowhere in the remotes", () => {
    const pre = path.join(dir, 'pre');
    for (const text of [nginxConfig(options), nginxConfig({ ...options, prerendered: pre })]) {
      expect(text).toContain('map "$cookie_betoch_lang:$request_uri" $betoch_language_address {');
      const shell = text.slice(text.indexOf('# shell'), text.indexOf('# mfe-listings'));
      const body = locationBody(shell, '/');
      expect(body).toMatch(
        /return 303 \$betoch_address_after_post;\s*\}\s*if \(\$betoch_language_address\) \{[^}]*add_header Cache-Control "no-store" always;\s*return 302 \$betoch_language_address;/,
      );
      expect(text.slice(text.indexOf('# mfe-listings'))).not.toContain('$betoch_language_address');
    }
    const shell = nginxConfig({ ...options, prerendered: pre });
    expect(locationBody(shell, '= /page/other-pages/404')).toContain(
      'return 302 $betoch_language_address;',
    );
    expect(locationBody(shell, '~ ./$')).toContain('return 302 $betoch_language_address;');
  });
});
