/**
 * `npm run nginx:config`: the production hosting of Betoch as one nginx configuration, generated
 * from shared/build/apps.ts, the builds, the deployed config.json and the release layout: a
 * server per app and port, the same headers as page-server/src/serve.ts (CSP from the trusted remote
 * origins, no-store on entry files and pages, immutable hashed files, CORS, nosniff), the
 * precompressed .br/.gz files, the page only for extension-less paths, and each remote's
 * releases under /releases/<version>/. Regenerate after deploying a shell (its CSP hashes its
 * inline scripts) or when a remote moves to another origin; promoting a release needs nothing
 * here (but a new prerender, see below).
 *
 * With `--prerendered <dir>` (the output of scripts/prerender.ts) the shell serves pages that
 * arrive rendered, as `npm start` does: `<dir>/<uri>/index.html` (no query) or
 * `<dir>/<uri>/<args>.html` when that file exists, the browser-rendered index.html otherwise; each
 * with the CSP hashes of its own `style` attributes (the map file the prerender writes beside the
 * pages); `/` → 302 to the home page; the not-found page with status 404; `/sitemap.xml` and
 * `/robots.txt` from the prerender. A new prerender needs `nginx -s reload`, not a new config.
 *
 * Usage: tsx scripts/nginx.ts [--out deploy/nginx/betoch.conf] [--root <dir with the apps' dist/>]
 *   [--config <config.json>] [--releases <dir>] [--runtime <dir for pid, logs, temp files>]
 *   [--prerendered <dir>] [--port-base 3000] [--no-brotli]
 * Run it: nginx -c <out> -g 'daemon off;'
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, type AppDefinition } from '@betoch/shared/build/apps';
import { HOME_PATH, NOT_FOUND_PATH } from '@betoch/shared/domain/paths';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@betoch/shared/domain/constants';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import {
  parseRuntimeConfig,
  refuseUntrustedRemotes,
  type RuntimeConfig,
} from '@betoch/shared/config/runtime-config';
import { nginxCacheMap } from '@betoch/shared/domain/cache-rules';
import { releasesRoot } from './releases';
import { SECTION_STYLE_LOCATION } from './section-styles';
import {
  allowedRemoteOrigins,
  contentSecurityPolicy,
  documentHeaders,
  inlineScriptSources,
  STANDALONE_CONFIG,
} from './serve';

/** Debian's ngx_brotli static module (package libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  /** Folder of each app's production build (default: `<app>/dist` in the repository). */
  dist?: (app: AppDefinition) => string;
  /** The deployed config.json the shell serves (default: the shell's build's). */
  configFile?: string;
  /** The releases folder (`<releases>/<app>/<version>/`). */
  releases?: string;
  /** Where nginx keeps its pid, error log and temp files. */
  runtimeDir: string;
  /** Port of each app (default: apps.ts). */
  port?: (app: AppDefinition) => number;
  /** Origins remotes may come from (default: BETOCH_REMOTE_ORIGINS or the local ports). */
  remoteOrigins?: readonly string[];
  /** Serve the .br files (needs the brotli static module). */
  brotli?: boolean;
  /** The prerendered pages (scripts/prerender.ts's `--out`); empty: the browser renders them all. */
  prerendered?: string;
}

/** The CSP sources of the served prerendered file's `style` attributes (or nothing). */
const STYLE_ATTR_VARIABLE = '$betoch_style_src_attr';

function isHost(app: AppDefinition): boolean {
  return Object.keys(app.exposes).length === 0;
}

/** A value as an nginx string: quoted; refuses what nginx would read as a variable or an end. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`cannot write ${value} into nginx's configuration`);
  return `"${value}"`;
}

/**
 * The deployed config.json as the shell will read it; a static host cannot refuse remotes per
 * request as page-server/src/serve.ts does, so an untrusted remote (or listings service) stops the
 * generation instead.
 */
export function trustedConfig(file: string, origins: readonly string[]): RuntimeConfig {
  const parsed = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if ('errors' in parsed) throw new Error(`${file} is invalid: ${parsed.errors.join('; ')}`);
  const checked = refuseUntrustedRemotes(parsed, origins);
  const refused = Object.entries(checked.refused ?? {});
  if (refused.length > 0) {
    throw new Error(
      `${file}: ${refused.map(([name, reason]) => `remote "${name}" refused: ${reason}`).join('; ')}` +
        ' (list its origin in BETOCH_REMOTE_ORIGINS or fix the URL)',
    );
  }
  if (checked.listingsApiRefused) throw new Error(`${file}: ${checked.listingsApiRefused}`);
  return checked;
}

/** The directives of the shell's CSP a remote's origin must be in: its scripts and its manifest. */
const REMOTE_CSP_DIRECTIVES = ['script-src', 'connect-src'] as const;

/**
 * Why the shell served by a generated nginx configuration (`conf`, its text) would not load a
 * remote from `url`, or null when it would: the CSP nginx sends with the shell's pages, written
 * from config.json when the configuration was generated, must list the URL's origin (in
 * `script-src` and `connect-src`).
 */
export function nginxCspProblem(conf: string, url: string): string | null {
  const shell = conf.indexOf(`  # ${ALL_APPS[0]!.dir} (the shell)`);
  const csp =
    shell < 0 ? null : /add_header Content-Security-Policy "([^"$]*)/.exec(conf.slice(shell))?.[1];
  if (!csp) return 'the nginx configuration has no Content-Security-Policy for the shell';
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return `"${url}" is not an absolute URL`;
  }
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const missing = REMOTE_CSP_DIRECTIVES.filter(
    (name) => !(directives.get(name) ?? []).includes(origin),
  );
  return missing.length === 0
    ? null
    : `${origin} is not in ${missing.join(' and ')} of the Content-Security-Policy nginx sends`;
}

/** A header value: a literal, possibly ending with one of our variables (`$betoch_…`, a map). */
function headerValue(value: string): string {
  const variable = /\$betoch_\w+$/.exec(value);
  if (!variable) return quoted(value);
  const literal = value.slice(0, variable.index);
  return literal === '' ? variable[0] : `${quoted(literal).slice(0, -1)}${variable[0]}"`;
}

/** `add_header` lines (sent with every status, error pages included). */
function headerLines(headers: Record<string, string>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${headerValue(value)} always;`,
  );
}

/** Headers of every response; nginx drops inherited add_header lines in a location that has
 * its own, so every location lists all of them. */
const COMMON = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

function location(match: string, lines: string[], headers: Record<string, string>): string[] {
  return [
    `    location ${match} {`,
    ...headerLines(headers, '      '),
    ...lines.map((line) => `      ${line}`),
    '    }',
  ];
}

/**
 * The address a visitor who chose another language is sent to from an English one (`addressForChoice` in
 * shared/src/domain/language-address.ts, which the Node server calls), or empty.
 */
const LANGUAGE_ADDRESS_VARIABLE = '$betoch_language_address';

// What `localizedPath` gives back unchanged, so that nginx can write its answer by appending
// `lang=am`: a path of URL characters (its first not a slash nor a backslash: no other site), and
// a query of `name=value` pairs, none named `lang`, made of the characters URLSearchParams writes
// as they are — letters, digits, `*-._`, `+` (a space) and the upper-case escapes of the other
// printable ASCII characters (`%2F`…; not `%20`, written back as `+`). nginx finds a prerendered
// file by the exact query, so any other shape (rare: no site link makes one) gets no redirect
// here; the page template's head script, which runs `localizedPath` itself, moves it instead.
const PATH_CHARS = "[-A-Za-z0-9._~%!&'()*+,;=:@/]";
const QUERY_CHAR = '(?:[A-Za-z0-9*._+-]|%2[1-9BCF]|%3[A-F]|%40|%5[B-E]|%60|%7[B-E])';
const QUERY_PAIR = `(?!lang=)${QUERY_CHAR}+=${QUERY_CHAR}*`;

/**
 * The patterns (PCRE, as JavaScript reads them too) of a request `<cookie>:<request URI>` that
 * nginx sends to the address in the chosen language (Amharic, Afaan Oromo), and what it writes
 * from their named groups.
 */
export const LANGUAGE_ADDRESS_RULES: readonly { pattern: string; address: string }[] =
  LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => [
    {
      pattern: `^${language}:(?<betoch_lang_path>/(?![/\\x5c])${PATH_CHARS}*?)\\??$`,
      address: `\${betoch_lang_path}?lang=${language}`,
    },
    {
      pattern: `^${language}:(?<betoch_lang_path>/(?![/\\x5c])${PATH_CHARS}*)\\?(?<betoch_lang_query>${QUERY_PAIR}(?:&${QUERY_PAIR})*)$`,
      address: `\${betoch_lang_path}?\${betoch_lang_query}&lang=${language}`,
    },
  ]);

/**
 * The map behind the redirect: the cookie and the request URI as they arrived (`$request_uri`, not
 * the decoded `$uri`, as the Node server reads `req.url`).
 */
function languageAddressMap(): string[] {
  return [
    `  map "$cookie_betoch_lang:$request_uri" ${LANGUAGE_ADDRESS_VARIABLE} {`,
    '    default "";',
    ...LANGUAGE_ADDRESS_RULES.map(({ pattern, address }) => `    "~${pattern}" "${address}";`),
    '  }',
  ];
}

/**
 * The lines that send a visitor who chose Amharic or Oromo from an English address to the one in
 * their language before any page is served: a 302 never stored (it depends on the cookie), as from the Node
 * server. Only in the shell's page locations.
 */
const LANGUAGE_REDIRECT = [
  `if (${LANGUAGE_ADDRESS_VARIABLE}) {`,
  ...headerLines({ ...COMMON, 'Cache-Control': 'no-store' }, '  '),
  `  return 302 ${LANGUAGE_ADDRESS_VARIABLE};`,
  '}',
];

/** The address a page's POST is sent back to (page-server/src/serve.ts's `addressAfterPost`). */
const AFTER_POST_VARIABLE = '$betoch_address_after_post';

/**
 * A location that answers with a page. A form the browser sent itself (before the page is live,
 * or without JavaScript) is a POST: it gets a 303 to the same address, as from the Node server,
 * instead of nginx's 405, and its body is never read into a log (docs/rules.md#forms).
 */
function pageLocation(match: string, lines: string[], headers: Record<string, string>): string[] {
  return location(
    match,
    [
      // Relative, as the Node server's: the public host and port may differ from nginx's own.
      'absolute_redirect off;',
      'if ($request_method = POST) {',
      ...headerLines({ ...COMMON, 'Cache-Control': 'no-store' }, '  '),
      `  return 303 ${AFTER_POST_VARIABLE};`,
      '}',
      ...lines,
    ],
    headers,
  );
}

/**
 * The deployed config.json, itself only: never a `.gz` or `.br` copy beside it, which a promotion
 * (which writes config.json alone) would leave stale.
 */
function configLines(options: Required<NginxOptions>): string[] {
  return [
    `alias ${options.configFile};`,
    'gzip_static off;',
    ...(options.brotli ? ['brotli_static off;'] : []),
  ];
}

function server(app: AppDefinition, options: Required<NginxOptions>, config: RuntimeConfig) {
  const dist = options.dist(app);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const csp = contentSecurityPolicy(
    inlineScriptSources(html),
    isHost(app) ? config : STANDALONE_CONFIG,
  );
  // Content type and caching come from the types and the cache map.
  const { 'Content-Type': _type, 'Cache-Control': _cache, ...pageHeaders } = documentHeaders(csp);
  const cached = { ...COMMON, 'Cache-Control': '$betoch_cache_control' };
  const page = { ...cached, ...pageHeaders };
  // A prerendered page's `style` attributes need their hashes; the map gives nothing for others.
  const renderedPage = {
    ...page,
    'Content-Security-Policy': `${pageHeaders['Content-Security-Policy']}${STYLE_ATTR_VARIABLE}`,
  };
  const lines = [
    `  # ${app.dir}${isHost(app) ? ' (the shell)' : ` (remote "${app.name}")`}`,
    '  server {',
    `    listen ${options.port(app)};`,
    '    server_name localhost;',
    `    root ${dist};`,
    '    # Only the answers to CORS preflights use these (every location sets its own headers).',
    ...headerLines({ ...COMMON, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }, '    '),
    '    if ($request_method = OPTIONS) {',
    '      return 204;',
    '    }',
    '    error_page 403 404 = @not_found;',
    ...location(
      '@not_found',
      [
        // An empty types block: the missing file's extension must not set the type.
        'types { }',
        'default_type text/plain;',
        'return 404 "Not found\\n";',
      ],
      {
        ...COMMON,
        'Cache-Control': 'no-store',
      },
    ),
    // No dot file: config.json's lock and its half-written copies live beside it.
    ...location('~ /\\.', ['return 404;'], { ...COMMON, 'Cache-Control': 'no-store' }),
    // Any HTML file of the build is a page, with the page's protection.
    ...pageLocation('~* \\.html?$', ['try_files $uri =404;'], page),
  ];
  if (isHost(app) && options.prerendered) {
    const pre = options.prerendered;
    const seo = { ...COMMON, 'Cache-Control': 'public, max-age=300' };
    lines.push(
      ...location('= /config.json', configLines(options), cached),
      // As the Node server: the empty path is the home page, its query kept.
      ...pageLocation('= /', [`return 302 ${HOME_PATH}$is_args$args;`], {
        ...COMMON,
        'Cache-Control': 'no-store',
      }),
      ...location(
        '= /sitemap.xml',
        [
          'types { }',
          'default_type "application/xml; charset=utf-8";',
          `alias ${pre}/sitemap.xml;`,
        ],
        seo,
      ),
      ...location('= /robots.txt', [`alias ${pre}/robots.txt;`], seo),
      // Past 50,000 addresses sitemap.xml is an index of these files (docs/seo.md): exactly
      // their names, before the rule below, so no other file of the prerender's folder is served.
      ...location(
        '~ ^/sitemaps/[1-9][0-9]*\\.xml$',
        [
          'types { }',
          'default_type "application/xml; charset=utf-8";',
          `root ${pre};`,
          'try_files $uri =404;',
        ],
        seo,
      ),
      // The sections' stylesheets the prerendered pages link on this origin (section-styles.ts),
      // before the rule below: a regular expression of exactly the served names, so no other
      // path reaches the prerender's folder this way.
      ...location(SECTION_STYLE_LOCATION, [`root ${pre};`, 'try_files $uri =404;'], cached),
      // A path with an extension names a file: the file or 404, never the page.
      ...location('~ \\.[^/.]+$', ['try_files $uri =404;'], cached),
      // `/theme/classic/`: the browser renders it (the prerendered file's hashes are keyed by
      // the address without the slash).
      ...pageLocation('~ ./$', [...LANGUAGE_REDIRECT, 'try_files /index.html =404;'], page),
      // The not-found page is a page, with status 404 (error_page keeps the status).
      ...pageLocation(
        `= ${NOT_FOUND_PATH}`,
        [...LANGUAGE_REDIRECT, 'error_page 404 @rendered_not_found;', 'return 404;'],
        {
          ...COMMON,
          'Cache-Control': 'no-store',
        },
      ),
      ...location('@rendered_not_found', [`root ${pre};`, PRERENDERED_PAGE], renderedPage),
      // Every other path is one of the SPA's routes: its prerendered file, else the page.
      ...pageLocation('/', [...LANGUAGE_REDIRECT, `root ${pre};`, PRERENDERED_PAGE], renderedPage),
      ...location('@page', ['try_files /index.html =404;'], page),
    );
  } else if (isHost(app)) {
    lines.push(
      ...location('= /config.json', configLines(options), cached),
      // A path with an extension names a file: the file or 404, never the page.
      ...location('~ \\.[^/.]+$', ['try_files $uri =404;'], cached),
      // Every other path is one of the SPA's routes: the page.
      ...pageLocation('/', [...LANGUAGE_REDIRECT, 'try_files /index.html =404;'], page),
    );
  } else {
    const releases = path.join(options.releases, app.name);
    lines.push(
      // `/releases/<version>/<file>`: never the log, a lock or a half-copied (dot) folder.
      ...location(
        '~ ^/releases/(\\d+\\.\\d+\\.\\d+[^/]*)/((?!.*/\\.)[^.].*)$',
        [`alias ${releases}/$1/$2;`],
        cached,
      ),
      // A remote's own page (for its team) is only its root.
      ...pageLocation('= /', ['try_files /index.html =404;'], page),
      ...location('/', ['try_files $uri =404;'], cached),
    );
  }
  lines.push('  }');
  return lines.join('\n');
}

/**
 * The address a page's POST goes back to: the request's own path and query (never its body), or
 * `/` for one a browser would read as another site (`//host`, `/\host`), as page-server/src/serve.ts's
 * `addressAfterPost`. `\x5c` is the backslash, `\x09` and so on tab and line ends.
 */
const AFTER_POST_MAP = [
  `  map $request_uri ${AFTER_POST_VARIABLE} {`,
  '    default "/";',
  '    "~^/(?![/\\x5c\\x09\\x0a\\x0d])" $request_uri;',
  '  }',
];

/**
 * The start of a prerendered page's low-data file name, beside its normal one:
 * `theme/classic/index.html` and `theme/classic/low~index.html` (docs/low-data.md).
 */
export const LOW_DATA_FILE_PREFIX = 'low~';

/** The low-data file of a prerendered page's file (`pageFile`'s answer). */
export function lowDataFile(file: string): string {
  const slash = file.lastIndexOf('/');
  return `${file.slice(0, slash + 1)}${LOW_DATA_FILE_PREFIX}${file.slice(slash + 1)}`;
}

/** The file-name prefix of a request's data mode: `low~` or nothing. */
const DATA_MODE_PREFIX_VARIABLE = '$betoch_data_prefix';

/**
 * A request's data mode as `dataModeOfRequest` decides it (shared/src/domain/data-mode.ts), from
 * `<betoch_data cookie>:<Save-Data header>`: the cookie's choice, else `Save-Data: on` (in any
 * case), else normal. The first rule that matches gives the file-name prefix (PCRE, read alike by
 * JavaScript; `caseless`: nginx's `~*`).
 */
export const DATA_MODE_RULES: readonly { pattern: string; caseless: boolean; prefix: string }[] = [
  { pattern: '^low:', caseless: false, prefix: LOW_DATA_FILE_PREFIX },
  { pattern: '^normal:', caseless: false, prefix: '' },
  { pattern: '^[^:]*:\\s*on\\s*$', caseless: true, prefix: LOW_DATA_FILE_PREFIX },
];

function dataModeMap(): string[] {
  return [
    `  map "$cookie_betoch_data:$http_save_data" ${DATA_MODE_PREFIX_VARIABLE} {`,
    '    default "";',
    ...DATA_MODE_RULES.map(
      ({ pattern, caseless, prefix }) => `    "${caseless ? '~*' : '~'}${pattern}" "${prefix}";`,
    ),
    '  }',
  ];
}

/** A prerendered page in the visitor's data mode, else in the normal one, else the bare page. */
const PRERENDERED_PAGE = `try_files $uri/${DATA_MODE_PREFIX_VARIABLE}$betoch_page_file $uri/$betoch_page_file @page;`;

/**
 * The prerendered file of a request (scripts/prerender.ts's `pageFile`): `index.html` without a
 * query, `<args>.html` with one — never for a query holding a slash (it would leave the folder)
 * nor for the bare query `index` (it would name the page without a query). Then, per file, the
 * CSP sources of its `style` attributes, from the map the prerender writes (a glob: nginx starts
 * before the first prerender).
 */
function prerenderedMaps(dir: string): string[] {
  return [
    '  map $args $betoch_page_file {',
    '    "" "index.html";',
    '    "index" ".none";',
    // A query starting so would name another address's low-data file.
    `    "~^${LOW_DATA_FILE_PREFIX}" ".none";`,
    '    "~^[^/]+$" "$args.html";',
    '    default ".none";',
    '  }',
    ...dataModeMap(),
    `  map $uri ${STYLE_ATTR_VARIABLE} {`,
    '    default "";',
    `    include ${dir}/*.map;`,
    '  }',
  ];
}

/** MIME types of what the builds contain (no dependency on the system's mime.types). */
const TYPES = [
  '  types {',
  '    text/html html htm;',
  '    text/css css;',
  '    text/javascript js mjs;',
  '    application/json json;',
  '    image/svg+xml svg;',
  '    image/png png;',
  '    image/webp webp;',
  '    image/jpeg jpg jpeg;',
  '    image/x-icon ico;',
  '    font/woff woff;',
  '    font/woff2 woff2;',
  '    text/plain txt log;',
  '  }',
  '  default_type application/octet-stream;',
  '  charset utf-8;',
  '  charset_types text/css text/javascript application/json image/svg+xml text/plain;',
];

/** The whole nginx configuration (main context) for the shell and every remote. */
export function nginxConfig(options: NginxOptions): string {
  const full: Required<NginxOptions> = {
    dist: (app) => path.join(REPO_ROOT, app.dir, 'dist'),
    configFile: '',
    releases: releasesRoot(),
    port: (app) => app.port,
    remoteOrigins: allowedRemoteOrigins(),
    brotli: existsSync(BROTLI_MODULE),
    prerendered: '',
    ...options,
  };
  if (/[\s;{}"'$\\]/.test(full.prerendered)) {
    throw new Error(`cannot write ${full.prerendered} into nginx's configuration`);
  }
  if (!full.configFile) full.configFile = path.join(full.dist(ALL_APPS[0]!), 'config.json');
  const config = trustedConfig(full.configFile, full.remoteOrigins);
  const run = full.runtimeDir;
  return [
    '# Generated by `npm run nginx:config` (scripts/nginx.ts) from shared/build/apps.ts, the',
    '# builds, config.json and the releases folder. Do not edit: regenerate.',
    ...(full.brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'worker_processes 1;',
    `pid ${run}/nginx.pid;`,
    `error_log ${run}/error.log warn;`,
    'events {',
    '  worker_connections 512;',
    '}',
    'http {',
    ...TYPES,
    '  sendfile on;',
    '  server_tokens off;',
    `  access_log ${run}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${run}/${kind};`,
    ),
    '  # The builds hold .gz and .br copies of every text file over 1 KB.',
    '  gzip_static on;',
    '  gzip_vary on;',
    ...(full.brotli ? ['  brotli_static on;'] : []),
    // Before any map: the style map's keys are file paths, longer than the default buckets hold.
    ...(full.prerendered ? ['  map_hash_bucket_size 256;', '  map_hash_max_size 65536;'] : []),
    ...nginxCacheMap(),
    ...AFTER_POST_MAP,
    ...languageAddressMap(),
    ...(full.prerendered ? prerenderedMaps(full.prerendered) : []),
    ...ALL_APPS.map((app) => server(app, full, config)),
    '}',
    '',
  ].join('\n');
}
