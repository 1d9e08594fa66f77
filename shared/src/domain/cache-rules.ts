/**
 * How long browsers and proxies may keep each file, written once for both hostings: the Node
 * server asks `cacheControl` per response, and the nginx configuration is generated from the same
 * list (`nginxCacheMap`). The patterns are regular expressions both JavaScript and nginx (PCRE)
 * read alike; the first that matches a path decides.
 */

export interface CacheRule {
  /** A regular expression over the request's path. */
  pattern: string;
  value: string;
  why: string;
}

export const CACHE_RULES: readonly CacheRule[] = [
  {
    pattern:
      '(^|/)(config\\.json|mf-manifest\\.json|mf-stats\\.json|remoteEntry(\\.server)?\\.js)$',
    value: 'no-store',
    why: 'files that name other files: a stale copy would point at code that no longer exists',
  },
  {
    pattern: '^/sw\\.js$',
    value: 'no-cache',
    why: 'the service worker (docs/offline.md): asked again at every visit, so a release reaches it',
  },
  {
    pattern: '\\.html?$',
    value: 'no-store',
    why: 'pages: they name the current files and carry the visitor-independent render of now',
  },
  {
    pattern: '^/_sections/[0-9a-f]{64}\\.css$',
    value: 'public, max-age=31536000, immutable',
    why: "a section's stylesheet on the shell's origin, named by the SHA-256 of its content",
  },
  {
    pattern: '\\.[0-9a-f]{8}\\.(js|css|svg|png|webp|woff2?)$',
    value: 'public, max-age=31536000, immutable',
    why: "webpack's content-hashed output (`main.1a2b3c4d.js`): a new content is a new name",
  },
];

/** Everything else: data, translations, pictures without a hash. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=300';

const COMPILED = CACHE_RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));

/** Whether a path is content-hashed (kept forever under its name): a new content is a new name. */
export function isImmutablePath(pathname: string): boolean {
  return cacheControl(pathname).includes('immutable');
}

/** The Cache-Control of a path (the first rule that matches, else the default). */
export function cacheControl(pathname: string): string {
  return COMPILED.find((rule) => rule.regex.test(pathname))?.value ?? DEFAULT_CACHE_CONTROL;
}

/** The same rules as an nginx `map` of `$uri` to `$betoch_cache_control` (first match wins). */
export function nginxCacheMap(): string[] {
  return [
    '  # Regular expressions in quotes: `{8}` would otherwise open a block.',
    '  map $uri $betoch_cache_control {',
    `    default "${DEFAULT_CACHE_CONTROL}";`,
    ...CACHE_RULES.map((rule) => `    "~${rule.pattern}" "${rule.value}";`),
    '  }',
  ];
}
