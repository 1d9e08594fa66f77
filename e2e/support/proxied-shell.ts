import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL, type AppDefinition } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { allowedRemoteOrigins, createAppServer, type AppServer } from '../../page-server/src/serve';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/** A shell server whose one remote is reached through a fault proxy. */
export interface ProxiedShell {
  /** The shell's origin. */
  shell: string;
  server: AppServer;
  /** In front of the remote's origin, passing through until told otherwise. */
  proxy: FaultProxy;
  /** What the page server logged, line by line. */
  log: string[];
  /** Stops the server (its connections too) and the proxy. */
  close(): Promise<void>;
}

/**
 * A page server of the production shell build on `ports.shell`, whose `config.json` is the
 * build's with `remote` named at a fault proxy on `ports.proxy` (trusted, as
 * `BETOCH_REMOTE_ORIGINS` would be in production); the other remotes are the shared e2e origins.
 * Listening when it resolves; its render workers may still be starting (`server.ready()`).
 */
export async function startProxiedShell(
  remote: AppDefinition,
  ports: { proxy: number; shell: number },
): Promise<ProxiedShell> {
  const built = JSON.parse(
    readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
  ) as RuntimeConfig;
  const proxy = await startFaultProxy(ports.proxy, `http://localhost:${remote.port}`, remote);
  const shell = `http://localhost:${ports.shell}`;
  const log: string[] = [];
  const server = createAppServer(SHELL, {
    config: {
      ...built,
      remotes: { ...built.remotes, [remote.name]: `${proxy.origin}/mf-manifest.json` },
    },
    remoteOrigins: [...allowedRemoteOrigins(), proxy.origin],
    selfOrigin: shell,
    log: (line) => log.push(line),
  });
  await new Promise<void>((resolve) => server.listen(ports.shell, 'localhost', resolve));
  return {
    shell,
    server,
    proxy,
    log,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.close();
    },
  };
}
