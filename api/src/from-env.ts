import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { readApiEnvConfig } from './config';

/**
 * The API as configured by the environment (secret, CORS origins, trusted proxies, log level),
 * logging errors: what `main.ts`, `npm start` and `npm run dev` all run, so none ignores a setting.
 */
export function buildAppFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: BuildAppOptions = {},
): FastifyInstance {
  const config = readApiEnvConfig(env);
  return buildApp({
    secret: config.secret,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logger: true,
    logLevel: config.logLevel,
    ...overrides,
  });
}
