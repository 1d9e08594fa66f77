import { HOME_PATH, LOGIN_PATH } from './paths';

/** The query parameter that tells the log-in page where to go back to. */
export const RETURN_TO_PARAM = 'returnTo';

// Any origin works as the base: only a path that stays on it is accepted.
const PROBE_ORIGIN = 'https://betoch.invalid';

// A path the browser resolves on the current origin: one slash, then neither a slash nor a
// backslash (`//x` and `/\x` are protocol-relative URLs).
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;

/**
 * Where to go after logging in: `value` when it is a same-site relative path (`/favorites`,
 * `/property/image-box?id=b01#map`), else `fallback`. Refuses absolute and protocol-relative URLs
 * (`https://evil.com`, `//evil.com`, `/\evil.com`), `javascript:` and other schemes, backslashes,
 * control characters, and the log-in page itself (no loop). The check applies to the normalised value
 * that is returned, since `/..//evil.com` and `/%2e%2e//evil.com` normalise to `//evil.com`.
 */
export function safeReturnTo(
  value: string | null | undefined,
  fallback: string = HOME_PATH,
): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return SAME_ORIGIN_PATH.test(target) ? target : fallback;
}

/** The log-in page's address that brings the visitor back to `path` (path + search) afterwards. */
export function loginPathFor(path: string): string {
  const target = safeReturnTo(path, '');
  return target === ''
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}
