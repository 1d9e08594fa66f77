import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  HOME_PATH,
  initI18n,
  parseRuntimeConfig,
  setRuntimeConfig,
  useLanguageStore,
  type RuntimeConfig,
} from '@betoch/shared';
import { App } from './app';
import { preloadSection, registerSections } from './remotes/federation';
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

async function start(): Promise<void> {
  const config = await readConfig();
  setRuntimeConfig(config);
  registerSections(config);
  const first = sectionFor(window.location.pathname === '/' ? HOME_PATH : window.location.pathname);
  if (first) preloadSection(first.remote, first.module);
  await initI18n({ language: useLanguageStore.getState().language });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // The spec: a start-up failure is only logged to the console.
  console.error('[betoch] start-up failed:', error);
});
