/**
 * The site's own cookies (the visitor's language, their data mode): one way to read them from a
 * `Cookie` header or `document.cookie`, and one way to write them. Pure.
 */

/**
 * The value of the cookie `name`, trimmed, or null without one. Of two cookies of that name the
 * first counts, as nginx's `$cookie_<name>` reads it (the browser sends the longest path first).
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * The `document.cookie` assignment of a site-wide choice: every path, `maxAge` seconds, sent on a
 * navigation from another site (a shared link: Lax), `Secure` on an https page.
 */
export function siteCookie(name: string, value: string, maxAge: number, secure = false): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
