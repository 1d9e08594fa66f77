/**
 * A fault proxy for the fault matrix (docs/fault-matrix.md): an HTTP server in front of one
 * remote's origin that the test switches, from outside the apps, between
 * - `pass`: every request forwarded to the origin;
 * - `down`: nothing listens on its port (connection refused);
 * - `hang`: connections accepted, requests read, never answered (with `paths`, only the requests
 *   whose path matches: the others are forwarded);
 * - `manifest-500`: `/mf-manifest.json` answered 500, the rest forwarded;
 * - `serve`: the files of another build (those matching `paths`) served from its folder, as the
 *   remote's own server would, the rest forwarded; with `hugeCss`, every stylesheet answered with
 *   that many bytes of CSS instead (a remote origin that answers a 300 MB stylesheet).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import type { AppDefinition } from '../../shared/build/apps';
import { createAppServer } from '../../page-server/src/serve';

export type Fault =
  | { kind: 'pass' }
  | { kind: 'down' }
  | { kind: 'hang'; paths?: RegExp }
  | { kind: 'manifest-500' }
  | { kind: 'serve'; dir: string; paths: RegExp; hugeCss?: number };

export interface FaultProxy {
  /** `http://localhost:<port>`, the origin config.json names. */
  readonly origin: string;
  /** Switches to `fault`; resolves once the port is closed or listening as that fault needs. */
  set(fault: Fault): Promise<void>;
  close(): Promise<void>;
}

/**
 * `bytes` of CSS with no Content-Length (so the reader learns the size only as it reads), written
 * as the client takes them: a client that stops reading stops it.
 */
function sendHugeCss(res: http.ServerResponse, bytes: number): void {
  const chunk = Buffer.from('.hostile{color:red}\n'.repeat(3277)); // about 64 KB
  res.writeHead(200, {
    'Content-Type': 'text/css',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  let sent = 0;
  const write = (): void => {
    while (sent < bytes) {
      const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += piece.length;
      if (!res.write(piece)) {
        res.once('drain', write);
        return;
      }
    }
    res.end();
  };
  res.on('close', () => res.removeAllListeners('drain'));
  write();
}

/** Starts a proxy on `port` (localhost) in front of `upstream` (an origin), passing through. */
export async function startFaultProxy(
  port: number,
  upstream: string,
  app: AppDefinition,
): Promise<FaultProxy> {
  let fault: Fault = { kind: 'pass' };
  const sockets = new Set<net.Socket>();
  /** The other build's own server (its headers, CORS, precompressed files), by folder. */
  const builds = new Map<string, http.RequestListener>();
  const target = new URL(upstream);

  const forward: http.RequestListener = (req, res) => {
    const outgoing = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    req.pipe(outgoing);
  };

  const buildServer = (dir: string): http.RequestListener => {
    let handler = builds.get(dir);
    if (!handler) {
      const server = createAppServer(app, { log: () => undefined }, dir);
      const [listener] = server.listeners('request') as http.RequestListener[];
      if (!listener) throw new Error(`no request handler for the build in ${dir}`);
      handler = listener;
      builds.set(dir, handler);
    }
    return handler;
  };

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    switch (fault.kind) {
      case 'hang':
        if (fault.paths && !fault.paths.test(pathname)) return forward(req, res);
        // Held until the fault changes (its socket is then destroyed) or the client gives up.
        return;
      case 'manifest-500':
        if (pathname === '/mf-manifest.json') {
          res.writeHead(500, {
            'Content-Type': 'text/plain',
            'Access-Control-Allow-Origin': '*',
            'Cache-Control': 'no-store',
          });
          res.end('fault matrix: manifest answered 500');
          return;
        }
        return forward(req, res);
      case 'serve':
        if (fault.hugeCss !== undefined && pathname.endsWith('.css')) {
          return sendHugeCss(res, fault.hugeCss);
        }
        if (fault.paths.test(pathname) && existsSync(path.join(fault.dir, pathname))) {
          return buildServer(fault.dir)(req, res);
        }
        return forward(req, res);
      default:
        return forward(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, 'localhost', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // Held and kept-alive connections would keep `close` waiting for ever.
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    origin: `http://localhost:${port}`,
    async set(next) {
      const wasHanging = fault.kind === 'hang';
      fault = next;
      if (next.kind === 'down') return stop();
      // The requests held by a hang end now; later ones are answered.
      if (wasHanging) for (const socket of sockets) socket.destroy();
      if (!server.listening) await listen();
    },
    close: stop,
  };
}
