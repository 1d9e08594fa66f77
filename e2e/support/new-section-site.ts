/**
 * Builds and serves a checkout's shell and one of its remotes, each on its own port: run by the
 * new-section test inside a copy of the repository where the recipe added a remote (ARCHITECTURE.md,
 * "Adding a section"), so that every module here — apps.ts, the webpack factory, the server — is
 * the copy's. The other remotes are the ones the e2e set-up serves (ports from apps.ts).
 *
 * Usage: tsx e2e/support/new-section-site.ts <remote name> <shell port>
 * Prints `ready` once both servers listen; ends on SIGTERM.
 */
import type http from 'node:http';
import { REMOTES, SHELL, type AppDefinition } from '../../shared/build/apps';
import { createWebpackConfig } from '../../shared/build/webpack-config';
import { runWebpack } from '../../scripts/build';
import { createAppServer } from '../../page-server/src/serve';

function build(app: AppDefinition): Promise<void> {
  return runWebpack(createWebpackConfig(app, { mode: 'production' }), app.dir);
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
}

async function main([name = '', shellPort = '']: string[]): Promise<void> {
  const remote: AppDefinition | undefined = REMOTES.find((app) => app.name === name);
  if (!remote || !/^\d+$/.test(shellPort)) {
    throw new Error('usage: new-section-site <remote name in apps.ts> <shell port>');
  }
  const started = Date.now();
  // The browser builds only: the shell's page arrives unrendered (the server's rendering of the
  // remotes is the other e2e tests').
  await build(remote);
  await build(SHELL);
  console.log(
    `built ${remote.dir} and ${SHELL.dir} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const servers = [
    createAppServer(remote),
    createAppServer(SHELL, { serverRender: false, selfOrigin: `http://localhost:${shellPort}` }),
  ];
  await listen(servers[0]!, remote.port);
  await listen(servers[1]!, Number(shellPort));
  process.on('SIGTERM', () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });
  console.log('ready');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
