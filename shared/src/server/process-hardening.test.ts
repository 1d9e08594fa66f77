/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { disableSigusr1Flags } from './process-hardening';

/** Runs `script` in a Node child, sends it SIGUSR1 once it says so, and returns what it printed. */
async function signalled(script: string, execArgv: string[] = []): Promise<string> {
  const child = spawn(process.execPath, [...execArgv, '-e', script], { stdio: 'pipe' });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready')) child.kill('SIGUSR1');
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return out;
}

const REPORT = `
  const inspector = require('node:inspector');
  console.log('ready');
  setTimeout(() => console.log('inspector: ' + (inspector.url() ?? 'none')), 700);
`;

describe('no inspector opened by a signal', () => {
  it('is what a plain Node does with SIGUSR1: the reason for the guard', async () => {
    expect(await signalled(REPORT)).toMatch(/inspector: ws:\/\/127\.0\.0\.1:/);
  });

  it('refuseInspectorSignal takes the signal from the inspector, and says so', async () => {
    // In a process of its own: jest's \`process\` in a test is not the real one's emitter.
    const guarded = `
      import(${JSON.stringify(path.join(__dirname, 'process-hardening.ts'))}).then((module) => {
        const { refuseInspectorSignal } = module.default ?? module;
        refuseInspectorSignal((line) => console.log(line));
        ${REPORT}
      });
    `;
    const out = await signalled(guarded, ['--import', 'tsx']);
    expect(out).toMatch(/SIGUSR1 received and ignored: no inspector is opened in \d+/);
    expect(out).toContain('inspector: none');
  });

  it('--disable-sigusr1, where this Node has it, leaves the process running with no inspector', async () => {
    const flags = disableSigusr1Flags();
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(flags.length > 0).toBe(major >= 23 || (major === 22 && minor >= 14));
    if (flags.length === 0) return;
    expect(await signalled(REPORT, flags)).toContain('inspector: none');
  });

  it('is asked of the flags Node allows', () => {
    expect(disableSigusr1Flags(new Set(['--disable-sigusr1']))).toEqual(['--disable-sigusr1']);
    expect(disableSigusr1Flags(new Set())).toEqual([]);
  });
});
