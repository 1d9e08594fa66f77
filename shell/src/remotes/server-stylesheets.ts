/**
 * The sections' stylesheets the server put in the page's head. A rendered page links them on the
 * shell's origin (`/_sections/<hash>.css`, page-server/src/section-styles.ts), so that painting
 * never waits for a remote's origin, with their URL on the remote's origin in `data-href`. The
 * remote's own CSS loader (mini-css-extract) finds them by that attribute; the federation runtime
 * does not: when it loads a remote from its manifest it appends a `<link>` to each of the exposed
 * module's stylesheets unless one with the same `href` is there, and would download the section's
 * stylesheet a second time from the remote. It skips a stylesheet it has recorded as preloaded,
 * so each one the page already has is recorded so. One that failed to load (a stale page whose
 * file is gone) is neither recorded nor left to be found: the section's code then loads it.
 */
export function adoptServerStylesheets(doc: Document = document): void {
  const preloaded = globalThis.__FEDERATION__?.__PRELOADED_ASSETS__;
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]');
  for (const link of links) {
    const href = link.dataset.href ?? '';
    if (!/^https?:\/\//.test(href)) continue;
    if (link.sheet === null) {
      link.removeAttribute('data-href');
      continue;
    }
    preloaded?.add(href);
  }
}
