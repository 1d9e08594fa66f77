/**
 * The reference API in a process of its own (`api/src/main.ts`), as `npm start` runs it beside the
 * page server: the API holds the token secret and the users' hashes, the page server runs remote
 * code (in its workers) and serves files; neither one's crash, loop or memory takes the other down,
 * and the page server's own code never needs the secret (ARCHITECTURE.md "The trust boundary").
 */
import path from 'node:path';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import { startServiceProcess } from './service-process';

const API_MAIN = path.join(REPO_ROOT, 'api', 'src', 'main.ts');

export interface ApiProcessOptions {
  host: string;
  port: number;
  /** The API's settings (BETOCH_API_KEYS_FILE, BETOCH_CORS_ORIGINS, BETOCH_TRUST_PROXY …). */
  env?: NodeJS.ProcessEnv;
}

/** Starts the API and resolves once it answers its health check; the result stops it. */
export function startApiProcess({
  host,
  port,
  env = process.env,
}: ApiProcessOptions): Promise<() => Promise<void>> {
  // The channel ends when this process does, and the API then stops (api/src/main.ts).
  return startServiceProcess({
    label: 'the API',
    main: API_MAIN,
    host,
    port,
    healthPath: '/api/health',
    env,
    // node:sqlite, the accounts' embedded database, is stable from 22.13 but still warns on 22.
    nodeOptions: ['--disable-warning=ExperimentalWarning'],
  });
}
