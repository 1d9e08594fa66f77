import type { FastifyInstance } from 'fastify';
import { openAccounts } from './account-store';
import { buildApp, type BuildAppOptions } from './app';
import { readAccountsConfig, readApiEnvConfig } from './config';
import { listingsServiceRecipients } from './enquiry-recipients';
import { noOutbox, smtpOutbox } from './outbox';
import { loadKeyFile } from './signing-keys';
import { loadSeedUsers } from './users';

/**
 * The API as configured by the environment (signing keys, CORS origins, trusted proxies, log level, the
 * accounts database), logging errors: what `main.ts`, `npm start` and `npm run dev` all run, so
 * none ignores a setting. The accounts database (unless `overrides` gives the users) is closed
 * with the app.
 */
export async function buildAppFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const config = readApiEnvConfig(env);
  const accounts = readAccountsConfig(env);
  const opened =
    overrides.users === undefined
      ? await openAccounts(accounts.place, {
          mayCreate: accounts.mayCreate,
          seed: accounts.seedDemo ? loadSeedUsers() : [],
        })
      : undefined;
  const signingKeys = await loadKeyFile(config.keysFile, { mayCreate: accounts.mayCreate });
  // The app's logger, once there is an app, tells why a viewing request went to the agency.
  const lookups = { failed: (_error: unknown): void => undefined };
  const recipients = config.listingsUrl
    ? listingsServiceRecipients(config.listingsUrl, fetch, (error) => lookups.failed(error))
    : undefined;
  const app = buildApp({
    signingKeys,
    outbox: config.smtpUrl ? smtpOutbox(config.smtpUrl, config.mailFrom) : noOutbox(),
    agencyInbox: config.agencyInbox,
    ...(recipients ? { listingRecipients: recipients } : {}),
    ...(config.enquiriesPerAddress ? { enquiriesPerAddress: config.enquiriesPerAddress } : {}),
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logger: true,
    logLevel: config.logLevel,
    users: opened,
    ...overrides,
  });
  lookups.failed = (error) =>
    app.log.warn({ err: error }, 'The listings service did not say who published a listing');
  if (opened) app.addHook('onClose', () => opened.close());
  return app;
}
