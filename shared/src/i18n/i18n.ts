import { DEFAULT_NAMESPACE, registerNamespace, useTranslation } from '@betoch/shared/singleton';

// The i18next instance, its react-i18next binding and the namespace registry are one per page:
// they live in the singleton contract. Apps keep importing them from `@betoch/shared`.
export {
  DEFAULT_NAMESPACE,
  initI18n,
  registerNamespace,
  translationUrl,
  useTranslation,
} from '@betoch/shared/singleton';
export type { I18nOptions } from '@betoch/shared/singleton';

/**
 * `useTranslation` for a remote's own namespace (falling back to the shell's for shared keys).
 * Suspends until the namespace's file has loaded. On the server, a namespace whose file failed
 * (or did not answer in time) throws: the section around it is then rendered by the browser, with
 * its texts, instead of being sent with keys in place of texts.
 */
export function useNamespace(namespace: string) {
  const translation = useTranslation([namespace, DEFAULT_NAMESPACE]);
  const { i18n } = translation;
  if (typeof window === 'undefined' && !i18n.hasResourceBundle(i18n.language, namespace)) {
    throw new Error(`the "${namespace}" translations (${i18n.language}) did not load`);
  }
  return translation;
}

/**
 * Registers a remote's namespace at its public path and returns its `useT` hook
 * (`publicPath` is the remote's `__webpack_public_path__`; undefined outside webpack).
 */
export function remoteNamespace(namespace: string, publicPath: string | undefined) {
  registerNamespace(namespace, publicPath ?? '/');
  return function useT() {
    return useNamespace(namespace);
  };
}
