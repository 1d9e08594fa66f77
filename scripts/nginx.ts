/**
 * `npm run nginx:config`: writes the nginx configuration of the shell, the remotes and their
 * releases (`page-server/src/nginx.ts`, deploy/nginx/README.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_APPS } from '../shared/build/apps';
import { REPO_ROOT } from '../shared/build/layout';
import { nginxConfig } from '../page-server/src/nginx';

function main(): void {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      out: { type: 'string', default: path.join(REPO_ROOT, 'deploy/nginx/betoch.conf') },
      root: { type: 'string' },
      config: { type: 'string' },
      releases: { type: 'string' },
      runtime: { type: 'string', default: path.join(REPO_ROOT, 'deploy/nginx/run') },
      prerendered: { type: 'string' },
      'port-base': { type: 'string' },
      'no-brotli': { type: 'boolean' },
    },
  });
  const root = path.resolve(values.root ?? REPO_ROOT);
  const base = values['port-base'] ? Number(values['port-base']) : ALL_APPS[0]!.port;
  const runtimeDir = path.resolve(values.runtime);
  mkdirSync(runtimeDir, { recursive: true });
  const text = nginxConfig({
    dist: (app) => path.join(root, app.dir, 'dist'),
    ...(values.config ? { configFile: path.resolve(values.config) } : {}),
    ...(values.releases ? { releases: path.resolve(values.releases) } : {}),
    runtimeDir,
    port: (app) => app.port - ALL_APPS[0]!.port + base,
    ...(values['no-brotli'] ? { brotli: false } : {}),
    ...(values.prerendered ? { prerendered: path.resolve(values.prerendered) } : {}),
  });
  const out = path.resolve(values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`wrote ${out}\nrun it: nginx -c ${out} -g 'daemon off;'`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
