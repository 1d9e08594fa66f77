import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  I18N_FOLDER,
  I18N_SUFFIX,
  LANGUAGES,
  type Language,
} from '../domain/constants';

/**
 * react-i18next's hook, re-exported: its binding to the page's i18next instance is module state
 * of react-i18next, so every app must call the copy `initI18n` bound (this one), and webpack keeps
 * only what is used of the library here.
 */
export { useTranslation };

/**
 * How long the server waits for one translation file. One that does not answer in time fails
 * instead of staying pending in i18next for ever (a pending file is never asked again): the page
 * renders with what it has, the browser loads the rest, and the server's next render asks again.
 * Well under a render's 2.5 s deadline, and far above the few ms a healthy origin takes. The
 * browser keeps waiting as before: its section shows its skeleton meanwhile.
 */
const SERVER_TRANSLATION_TIMEOUT_MS = 1500;

/** The shell's namespace (`assets/i18n/{language}.json`): layout and UI-kit texts. */
export const DEFAULT_NAMESPACE = 'translation';

/** Where each namespace's files live: a remote registers its own origin for its namespace. */
const namespaceBases = new Map<string, string>();

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The URL of one translation file: `{base}assets/i18n/{language}.json` for the shell's namespace,
 * `{remote origin}assets/i18n/{namespace}/{language}.json` for a remote's own namespace.
 */
export function translationUrl(language: string, namespace: string, shellBase = '/'): string {
  const remoteBase = namespaceBases.get(namespace);
  if (namespace === DEFAULT_NAMESPACE || remoteBase === undefined) {
    return `${withSlash(shellBase)}${I18N_FOLDER}/${language}${I18N_SUFFIX}`;
  }
  return `${withSlash(remoteBase)}${I18N_FOLDER}/${namespace}/${language}${I18N_SUFFIX}`;
}

/**
 * Declares that `namespace`'s files are served by `baseUrl` (a remote's own origin, usually its
 * webpack public path). Call it at module load, before the first `useTranslation(namespace)`.
 * Registered from another base (another release of the remote, promoted or rolled back while the
 * server runs), the texts loaded from the one before are dropped and read again from this one.
 */
export function registerNamespace(namespace: string, baseUrl: string): void {
  const before = namespaceBases.get(namespace);
  namespaceBases.set(namespace, baseUrl);
  if (before === undefined || before === baseUrl || !i18next.isInitialized) return;
  const loaded = LANGUAGES.filter((language) => i18next.hasResourceBundle(language, namespace));
  // Removed first: until the new files are in, the namespace counts as loading, so a component
  // asking for it waits (suspends) instead of drawing the previous release's texts.
  for (const language of loaded) i18next.removeResourceBundle(language, namespace);
  if (loaded.length > 0) void i18next.reloadResources(loaded, [namespace]);
}

export interface I18nOptions {
  language: Language;
  /** Base URL that serves the shell's `assets/i18n/`; the page's own origin by default. */
  baseUrl?: string;
}

/**
 * Initialises the one i18next instance of the page (shared as a singleton with every remote):
 * translations from `assets/i18n/{language}.json`, English as the fallback, `<html lang>` kept
 * in step.
 */
export async function initI18n({ language, baseUrl = '/' }: I18nOptions): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      backend: {
        loadPath: (languages: string[], namespaces: string[]) =>
          translationUrl(languages[0] ?? language, namespaces[0] ?? DEFAULT_NAMESPACE, baseUrl),
        ...(typeof window === 'undefined'
          ? {
              requestOptions: () => ({
                signal: AbortSignal.timeout(SERVER_TRANSLATION_TIMEOUT_MS),
              }),
            }
          : {}),
      },
      react: { useSuspense: true },
    });
  return i18next;
}

/**
 * Loads the translations of `namespaces` for the current language (those whose files are known:
 * the shell's and every remote's that registered its origin), e.g. before taking over a page the
 * server rendered with them.
 */
export async function loadTranslations(namespaces: readonly string[]): Promise<void> {
  const known = namespaces.filter((ns) => ns === DEFAULT_NAMESPACE || namespaceBases.has(ns));
  if (known.length > 0) await i18next.loadNamespaces(known);
}
