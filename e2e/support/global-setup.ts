import { REMOTES } from '../../shared/build/apps';
import { startSite } from '../../scripts/serve';
import { ALTERNATE_LISTINGS_PORT } from './ports';

/** Boots the production builds (every app on its own origin) and the API; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const listings = REMOTES.find((app) => app.name === 'listings');
  if (!listings) throw new Error('listings remote is not defined');
  const site = await startSite({ extra: [{ app: listings, port: ALTERNATE_LISTINGS_PORT }] });
  return () => site.close();
}
