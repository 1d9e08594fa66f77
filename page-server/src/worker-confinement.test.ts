/** @jest-environment node */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  executableByOthers,
  hiddenSocketDirs,
  isolatedCommand,
  readableByOthers,
  sandboxFlags,
  UNSHARE,
} from './worker-confinement';

describe('whether a worker’s user can run the bundle', () => {
  it('needs every folder up to the file open to others, and the file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'betoch-users-'));
    try {
      const open = path.join(root, 'open');
      const closed = path.join(root, 'closed');
      mkdirSync(open, { mode: 0o755 });
      mkdirSync(closed, { mode: 0o700 });
      for (const dir of [open, closed]) writeFileSync(path.join(dir, 'node'), '', { mode: 0o755 });
      chmodSync(root, 0o755);
      expect(executableByOthers(path.join(open, 'node'))).toBe(true);
      expect(readableByOthers(open)).toBe(true);
      expect(executableByOthers(path.join(closed, 'node'))).toBe(false);
      expect(readableByOthers(closed)).toBe(false);
      chmodSync(path.join(open, 'node'), 0o744);
      expect(executableByOthers(path.join(open, 'node'))).toBe(false);
      chmodSync(root, 0o700);
      expect(readableByOthers(open)).toBe(false);
    } finally {
      chmodSync(root, 0o755);
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('sandboxFlags', () => {
  it('uses the stable permission model from Node 22.13, the experimental one before', () => {
    expect(sandboxFlags(['/srv/b'], 'v22.13.0')).toEqual([
      '--permission',
      '--allow-fs-read=/srv/b',
    ]);
    expect(sandboxFlags(['/srv/b'], 'v24.1.0')[0]).toBe('--permission');
    expect(sandboxFlags(['/srv/b'], 'v22.12.0')[0]).toBe('--experimental-permission');
    expect(sandboxFlags(['/srv/b'], 'v20.20.2')[0]).toBe('--experimental-permission');
  });
});

describe('the socket folders a worker does not see', () => {
  it('hides each real folder that holds nothing the worker needs', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'betoch-hide-'));
    try {
      const dir = (name: string) => path.join(root, name);
      const [run, tmp, gone, link] = [dir('run'), dir('tmp'), dir('gone'), dir('link')];
      mkdirSync(run);
      mkdirSync(path.join(tmp, 'release', 'dist-server'), { recursive: true });
      symlinkSync(run, link);
      const bundle = path.join(tmp, 'release', 'dist-server');
      // The bundle under tmp keeps tmp; a missing folder and a link are never mounted on.
      expect(hiddenSocketDirs([bundle], [run, tmp, gone, link])).toEqual([run]);
      // A needed path reached through a link counts where it leads.
      const viaLink = path.join(root, 'bundle-link');
      symlinkSync(bundle, viaLink);
      expect(hiddenSocketDirs([viaLink], [tmp, run])).toEqual([run]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('starts the worker in namespaces of its own, mounting only when there is a folder to hide', () => {
    const node = ['/usr/bin/node', 'render-worker.js'];
    expect(isolatedCommand(60_900, node)).toEqual([
      UNSHARE,
      '--net',
      '--',
      '/usr/bin/setpriv',
      '--reuid=60900',
      '--regid=60900',
      '--clear-groups',
      '--no-new-privs',
      '--',
      ...node,
    ]);
    const hidden = isolatedCommand(60_901, node, ['/tmp', '/run']);
    expect(hidden.slice(0, 5)).toEqual([UNSHARE, '--net', '--mount', '--propagation', 'private']);
    const shell = hidden.indexOf('/bin/sh');
    // The script's arguments: how many folders, the folders, then the rest of the command.
    expect(hidden.slice(shell + 3, shell + 7)).toEqual(['hide', '2', '/tmp', '/run']);
    expect(hidden.slice(shell + 7, shell + 8)).toEqual(['/usr/bin/setpriv']);
    expect(hidden.slice(-2)).toEqual(node);
  });
});
