import { localizedPath, type Language } from '@betoch/shared';

/*
 * What the share button of a property page offers (docs/seo.md "Sharing"): the browser's
 * own share sheet where it has one; otherwise Telegram, WhatsApp and copying the link, in that
 * order, so sharing never depends on one app (Telegram was blocked for 158 days in 2023).
 */

/** The address a visitor shares: this page, on this origin, in the page's language. */
export function sharedAddress(
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  language: Language,
): string {
  return `${location.origin}${localizedPath(`${location.pathname}${location.search}`, language)}`;
}

export type ShareTarget = { kind: 'telegram' | 'whatsapp'; href: string } | { kind: 'copy' };

/** The apps a shared address goes to when the browser has no share sheet, in their order. */
export function shareTargets(address: string, title: string): ShareTarget[] {
  return [
    {
      kind: 'telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent(address)}&text=${encodeURIComponent(title)}`,
    },
    // WhatsApp takes one text: the title, then the address on its own line.
    { kind: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title}\n${address}`)}` },
    { kind: 'copy' },
  ];
}

/** What the browser's share sheet did: shared or dismissed by the visitor, or not available. */
export type SheetOutcome = 'done' | 'unavailable';

/**
 * Opens the browser's share sheet when it has one. A visitor who closes it has decided
 * (`done`); a sheet the browser refuses (no share API, no user activation: a press replayed
 * after the take-over, a permission policy) is `unavailable`, and the links are shown instead.
 */
export async function openShareSheet(
  navigatorLike: Partial<Pick<Navigator, 'share'>>,
  data: { title: string; url: string },
): Promise<SheetOutcome> {
  if (typeof navigatorLike.share !== 'function') return 'unavailable';
  try {
    await navigatorLike.share(data);
    return 'done';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'done' : 'unavailable';
  }
}
