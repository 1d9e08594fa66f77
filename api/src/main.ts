import type { AddressInfo } from 'node:net';
import { displayUrl, readEnvConfig, startWarnings } from './config';
import { buildAppFromEnv } from './from-env';
import { refuseInspectorSignal } from '../../shared/src/server/process-hardening';

async function main(): Promise<void> {
  // No other process may open an inspector in this one (it holds secrets): process-hardening.ts.
  refuseInspectorSignal();
  const config = readEnvConfig(process.env);
  for (const warning of startWarnings(config)) console.warn(`Betoch API: ${warning}`);
  const app = await buildAppFromEnv(process.env);

  await app.listen({ port: config.port, host: config.host });
  // PORT=0 picks a free port; report the one actually bound.
  const { port } = app.server.address() as AddressInfo;
  console.log(`Betoch API listening on ${displayUrl(config.host, port)}`);

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Betoch API did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Started by the page server with a channel (`npm start`, the tests): when that process ends,
  // however it ends, so does the API, instead of holding its port for the next start.
  if (process.send) process.on('disconnect', shutdown);
}

main().catch((error: unknown) => {
  console.error('Betoch API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
