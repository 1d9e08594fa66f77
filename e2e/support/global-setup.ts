import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/webpack-config';
import { allowedRemoteOrigins, startSite } from '../../page-server/src/serve';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { ALTERNATE_LISTINGS_PORT, SWAPPED_SHELL_PORT } from './ports';

/**
 * Boots the production builds (every app on its own origin) and the API, plus, for the
 * config.json test, a second copy of the listings remote and a second server of the same shell
 * build whose config.json points at it (an edited file, no rebuild). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const listings = REMOTES.find((app) => app.name === 'listings');
  if (!listings) throw new Error('listings remote is not defined');
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const swapped: RuntimeConfig = {
    ...built,
    remotes: {
      ...built.remotes,
      listings: `http://localhost:${ALTERNATE_LISTINGS_PORT}/mf-manifest.json`,
    },
  };
  const site = await startSite({
    extra: [
      { app: listings, port: ALTERNATE_LISTINGS_PORT },
      {
        app: SHELL,
        port: SWAPPED_SHELL_PORT,
        config: swapped,
        // The copy's origin must be trusted, as BETOCH_REMOTE_ORIGINS would list it in production.
        remoteOrigins: [...allowedRemoteOrigins(), `http://localhost:${ALTERNATE_LISTINGS_PORT}`],
      },
    ],
  });
  return () => site.close();
}
