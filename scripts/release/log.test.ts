/** @jest-environment node */
import { formatEntry, liveHistory, parseLog, rollbackTarget, type LogEntry } from './log';

const BASE = 'http://localhost:3001/mf-manifest.json';
const url = (version: string) => `http://localhost:3001/releases/${version}/mf-manifest.json`;

function promote(version: string, previous: string): LogEntry {
  return { time: 't', action: 'promote', version, url: url(version), previous, user: 'selam' };
}

function rollback(version: string | null, to: string, previous: string): LogEntry {
  return { time: 't', action: 'rollback', version, url: to, previous, user: 'selam' };
}

describe('rollbackTarget', () => {
  it('is nothing before any promotion', () => {
    expect(rollbackTarget([])).toBeNull();
  });

  it('is the URL live before the first promoted release', () => {
    expect(rollbackTarget([promote('1.0.0', BASE)])).toEqual({ version: null, url: BASE });
  });

  it('is the release promoted before the live one', () => {
    const log = [promote('1.0.0', BASE), promote('1.1.0', url('1.0.0'))];
    expect(rollbackTarget(log)).toEqual({ version: '1.0.0', url: url('1.0.0') });
  });

  it('walks further back on a second rollback, not back and forth', () => {
    const log = [
      promote('1.0.0', BASE),
      promote('1.1.0', url('1.0.0')),
      promote('1.2.0', url('1.1.0')),
      rollback('1.1.0', url('1.1.0'), url('1.2.0')),
    ];
    expect(rollbackTarget(log)).toEqual({ version: '1.0.0', url: url('1.0.0') });
    expect(liveHistory(log).map((target) => target.version)).toEqual([null, '1.0.0', '1.1.0']);
  });

  it('stacks a promotion after a rollback on the release it replaced', () => {
    const log = [
      promote('1.0.0', BASE),
      promote('1.1.0', url('1.0.0')),
      rollback('1.0.0', url('1.0.0'), url('1.1.0')),
      promote('1.2.0', url('1.0.0')),
    ];
    expect(rollbackTarget(log)).toEqual({ version: '1.0.0', url: url('1.0.0') });
  });

  it('has nothing left once everything was rolled back', () => {
    const log = [promote('1.0.0', BASE), rollback(null, BASE, url('1.0.0'))];
    expect(rollbackTarget(log)).toBeNull();
  });
});

describe('parseLog', () => {
  it('reads back what formatEntry writes, skipping blank lines', () => {
    const entries = [promote('1.0.0', BASE), rollback(null, BASE, url('1.0.0'))];
    const text = `${entries.map(formatEntry).join('')}\n`;
    expect(parseLog(text)).toEqual(entries);
  });

  it('names the line that is not an entry', () => {
    const text = `${formatEntry(promote('1.0.0', BASE))}{"action":"promote"`;
    expect(() => parseLog(text)).toThrow('promotions.log line 2 is not a log entry');
  });
});
