/**
 * The listings service (`listings-service/`, docs/listings-service.md) in a process of its own,
 * as `npm start` runs it beside the page server and the API.
 */
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import { startServiceProcess } from './service-process';

const LISTINGS_MAIN = path.join(REPO_ROOT, 'listings-service', 'src', 'main.ts');

/**
 * Whether this Node can run the service: node:sqlite comes with Node 22.13 (the project's
 * `engines`). Asked without loading it, which would print its experimental warning here.
 */
export function canRunListingsService(): boolean {
  return isBuiltin('node:sqlite');
}

/** Starts the listings service and resolves once it answers; the result stops it. */
export function startListingsProcess({
  host,
  port,
  env = process.env,
  startTimeoutMs,
}: {
  host: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  /** How long it may take to answer (a database of 1,000,000 loads its index for seconds). */
  startTimeoutMs?: number;
}): Promise<() => Promise<void>> {
  return startServiceProcess({
    label: 'the listings service',
    main: LISTINGS_MAIN,
    host,
    port,
    healthPath: '/api/health',
    env,
    ...(startTimeoutMs === undefined ? {} : { startTimeoutMs }),
    // node:sqlite is marked experimental on Node 22 and says so on every start.
    nodeOptions: ['--disable-warning=ExperimentalWarning'],
  });
}
