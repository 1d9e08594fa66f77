/**
 * `npm run dev`: watch-mode development servers (webpack-dev-server) for every app on its usual
 * port, plus the reference API. `npm run dev -- mfe-listings [mfe-account …]` runs only those
 * apps — a remote alone is served as its own standalone page.
 */
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { buildAppFromEnv } from '../api/src/from-env';
import { API_PORT, appsNamed } from '../shared/build/apps';
import { createWebpackConfig } from '../shared/build/webpack-config';

async function main(): Promise<void> {
  const apps = appsNamed(parseArgs({ allowPositionals: true }).positionals);
  const servers: WebpackDevServer[] = [];
  for (const app of apps) {
    const compiler = webpack(createWebpackConfig(app, { mode: 'development' }));
    const server = new WebpackDevServer(
      {
        port: app.port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
      compiler,
    );
    await server.start();
    servers.push(server);
    console.log(`  ${app.dir.padEnd(13)} http://localhost:${app.port}`);
  }
  // BETOCH_API_KEYS_FILE, BETOCH_CORS_ORIGINS, BETOCH_TRUST_PROXY as for `api/src/main.ts`.
  const api = await buildAppFromEnv(process.env);
  await api.listen({ port: API_PORT, host: 'localhost' });
  console.log(`  ${'api'.padEnd(13)} http://localhost:${API_PORT}`);
  const stop = () => {
    void Promise.all([...servers.map((s) => s.stop()), api.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
