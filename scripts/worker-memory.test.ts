/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPid, renderWorkersMb, residentMb } from './worker-memory';

it('reads the resident set of a /proc status, in MB', () => {
  expect(residentMb('Name:\tnode\nVmPeak:\t  900000 kB\nVmRSS:\t   51200 kB\nThreads: 7\n')).toBe(
    50,
  );
  expect(residentMb('Name:\tnode\nState:\tZ (zombie)\n')).toBeUndefined();
  // The most it was: a peak the bench reports beside the resident set now.
  expect(residentMb('VmHWM:\t  102400 kB\nVmRSS:\t   51200 kB\n', 'VmHWM')).toBe(100);
});

it('reads the parent of a /proc stat whose command holds spaces and parentheses', () => {
  expect(parentPid('4242 (node (worker) x) S 4100 4242 4100 0 -1')).toBe(4100);
});

it('counts only this process’s render workers', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'worker-memory-'));
  const worker = path.join(dir, 'render-worker.js');
  writeFileSync(
    worker,
    'const keep = Buffer.alloc(32 * 1024 * 1024, 1); setInterval(() => keep[0], 1000);',
  );
  const other = path.join(dir, 'other.js');
  writeFileSync(other, 'setInterval(() => undefined, 1000);');
  const children = [spawn(process.execPath, [worker]), spawn(process.execPath, [other])];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sizes = renderWorkersMb();
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeGreaterThan(32);
  } finally {
    children.forEach((child) => child.kill());
  }
});
