import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  DEFAULT_LANGUAGE,
  HOME_PATH,
  initI18n,
  isLanguage,
  languageOfSearch,
  pageConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  useLanguageStore,
  type RuntimeConfig,
} from '@betoch/shared';
import {
  RENDERED_STATE_ID,
  loadTranslations,
  parseRenderedState,
  seedRenderedData,
} from '@betoch/shared/singleton';
import { App } from './app';
import {
  loadSection,
  preloadSection,
  registerSections,
  rememberStartupFailure,
} from './remotes/federation';
import { offlineMarkAddress } from './offline/connection';
import { registerServiceWorker } from './offline/register';
import { startupSectionBudget } from './remotes/load-timeout';
import { sectionFor } from './routes';
import './layout/ethiopic-font.css';
import '@betoch/shared/ui/styles/tokens.css';
import '@betoch/shared/ui/styles/base.css';
import './styles.css';

async function readConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const parsed = parseRuntimeConfig(await response.json());
  if ('errors' in parsed) throw new Error(`config.json is invalid: ${parsed.errors.join('; ')}`);
  return parsed;
}

/** What the server rendered this page with, if it did (`page-server/src/serve.ts`); null otherwise. */
function renderedState(): {
  language: string;
  namespaces: string[];
  data: Record<string, unknown>;
} | null {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  const state = text ? parseRenderedState(text) : null;
  if (!state || typeof state.data !== 'object' || state.data === null) return null;
  return {
    language: typeof state.language === 'string' ? state.language : '',
    namespaces: Array.isArray(state.namespaces)
      ? state.namespaces.filter((ns): ns is string => typeof ns === 'string')
      : [],
    data: state.data as Record<string, unknown>,
  };
}

async function start(): Promise<void> {
  const config = await readConfig();
  setRuntimeConfig(pageConfig(config));
  registerSections(config);
  // The service worker's offline page draws no section: nothing of one is fetched.
  const first = offlineMarkAddress()
    ? undefined
    : sectionFor(window.location.pathname === '/' ? HOME_PATH : window.location.pathname);
  if (first) preloadSection(first.remote, first.module);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const rendered = container.hasChildNodes() ? renderedState() : null;
  // The page's language is its address's, whoever renders it: the page template's head script
  // has already sent a visitor who chose Amharic from an English address to the Amharic one (as
  // the servers do by the cookie), so the stored choice is this language or none, and the page
  // is never drawn in one language and redrawn in the other. An Amharic address makes Amharic
  // the visitor's choice (docs/seo.md, "The visitor's language and the address"); an English one
  // keeps what they chose before, which is English or nothing.
  const addressLanguage = languageOfSearch(window.location.search);
  if (rendered) {
    // Take the page over as the server drew it: its data and language, its section's code and
    // translations at hand before the first render (the visitor's own state comes right after).
    seedRenderedData(rendered.data);
    const language = isLanguage(rendered.language) ? rendered.language : addressLanguage;
    // Set before the stored choice is read (the stores wait for the take-over), so it is written
    // over an older English choice and read back as the choice right after.
    if (language !== useLanguageStore.getState().language) useLanguageStore.setState({ language });
    const renderedLanguage = language;
    await initI18n({ language: useLanguageStore.getState().language });
    if (first) {
      // Its message is due within 12 s of the navigation, whatever came before (load-timeout.ts).
      const budget = startupSectionBudget(performance.now());
      await loadSection(first.remote, first.module, budget).catch((error: unknown) =>
        rememberStartupFailure(first.remote, first.module, error),
      );
    }
    await loadTranslations(rendered.namespaces);
    // In a transition, React takes the page over in slices of a few milliseconds, yielding to the
    // browser between them, instead of in one long task (a default-priority hydration is not
    // time-sliced): the main thread is not blocked for the ~150 ms that task took on the mobile
    // profile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        {
          onRecoverableError(error) {
            // A section the server could not render, or whose code cannot load here, is rendered
            // again in the browser (its message if it is down): expected, so a warning. A mismatch
            // between the server's HTML and the first render is a defect.
            // A visitor who changed the language while parts were still being taken over has those
            // parts drawn anew in the new language: also expected.
            const text = error instanceof Error ? error.message : String(error);
            const mismatch = /#418|#425|Hydration failed|did not match/.test(text);
            const changedLanguage = useLanguageStore.getState().language !== renderedLanguage;
            const report = mismatch && !changedLanguage ? console.error : console.warn;
            report('[betoch] the page could not be taken over as rendered:', error);
          },
        },
      );
    });
    return;
  }
  // Drawn here (no server render: the template alone, or a page the server left to the browser).
  // The stores have read the visitor's storage already: an Amharic address makes Amharic the
  // choice, an English one draws the stored choice (it is English unless the head script could
  // not move the visitor, and then their choice is still what they see).
  if (
    addressLanguage !== DEFAULT_LANGUAGE &&
    addressLanguage !== useLanguageStore.getState().language
  ) {
    useLanguageStore.getState().setLanguage(addressLanguage);
  }
  await initI18n({ language: useLanguageStore.getState().language });
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start()
  // Offline favourites (docs/offline.md): once the page is live and the browser idle.
  .then(registerServiceWorker)
  .catch((error: unknown) => {
    // The spec: a start-up failure is only logged to the console.
    console.error('[betoch] start-up failed:', error);
  });
