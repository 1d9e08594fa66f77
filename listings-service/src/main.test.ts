/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeEachEngine } from './test-database';

const repoRoot = path.resolve(__dirname, '../..');

describeEachEngine('node --import tsx listings-service/src/main.ts', (engine) => {
  it('seeds an empty database, answers with its workers, and stops when its starter goes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'betoch-listings-'));
    const database = await engine.serviceDatabase(dir);
    // As npm start runs it (page-server/src/api-process.ts): with a channel to its starter.
    const child = spawn(process.execPath, ['--import', 'tsx', 'listings-service/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output);
        });
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+) \((.+)\)\n$/.exec(line)?.[1];
      expect(line).toContain(engine.name === 'Postgres' ? '(Postgres)' : '(embedded database)');
      expect(port).toBeDefined();
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
        status: 'ok',
        listings: 60,
      });
      const search = await fetch(`${base}/api/listings?q=${encodeURIComponent('ቦሌ')}&tag=Villa`);
      expect(search.status).toBe(200);
      expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);

      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.disconnect();
      await expect(exited).resolves.toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 30_000);
});
