/** The file name a remote's server build publishes (`createServerWebpackConfig`). */
const SERVER_ENTRY_FILE = 'remoteEntry.server.js';

/**
 * The Node entry of a remote, beside the browser entry that `config.json` names: the manifest's
 * folder (`…/releases/listings/1.2.0/mf-manifest.json` → `…/releases/listings/1.2.0/remoteEntry.server.js`).
 */
export function serverEntryUrl(configUrl: string): string {
  return new URL(SERVER_ENTRY_FILE, configUrl).href;
}
