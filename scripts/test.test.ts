/**
 * @jest-environment node
 */
import {
  jestCommand,
  jestLabel,
  jestRuns,
  NODE_LINE_SUITES,
  runStageQuietly,
  type JestRun,
} from './test';

/** Which suites each line runs, as `line: suites`. */
const plan = (runs: readonly JestRun[]) => runs.map((run) => `${run.line}: ${run.suites}`);

test('on CI’s Node 22: the whole suite on 22, the Node-side suites on 24 (as before)', () => {
  expect(jestRuns('22')).toEqual([
    { line: '22', suites: 'all', viaNpx: false },
    { line: '24', suites: 'node-side', viaNpx: true },
  ]);
});

test('on Node 24: the whole suite on 24, the Node-side suites on 22', () => {
  expect(jestRuns('24')).toEqual([
    { line: '24', suites: 'all', viaNpx: false },
    { line: '22', suites: 'node-side', viaNpx: true },
  ]);
});

test.each(['20', '23', '26'])(
  'on Node %s, not an LTS line the project supports, every run is on 22 and 24, none on it',
  (current) => {
    const runs = jestRuns(current);
    expect(plan(runs)).toEqual(['22: all', '24: node-side']);
    expect(runs.every((run) => run.viaNpx)).toBe(true);
  },
);

test.each(['18', '20', '22', '24', '26'])(
  'from Node %s, each line runs the Node-side suites exactly once, and one line all the suites',
  (current) => {
    const runs = jestRuns(current);
    expect(runs.map((run) => run.line).sort()).toEqual(['22', '24']);
    expect(runs.filter((run) => run.suites === 'all')).toHaveLength(1);
  },
);

test('no lines, no runs', () => {
  expect(jestRuns('22', [])).toEqual([]);
});

test('jestCommand: the whole suite writes its JSON report; another line runs jest through npx', () => {
  expect(jestCommand({ line: '22', suites: 'all', viaNpx: false }, '/r/jest.json')).toEqual([
    'jest',
    '--ci',
    '--json',
    '--outputFile=/r/jest.json',
  ]);
  expect(jestCommand({ line: '22', suites: 'all', viaNpx: true }, '/r/jest.json')).toEqual([
    '-y',
    '-p',
    'node@22',
    'node',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--json',
    '--outputFile=/r/jest.json',
  ]);
  expect(jestCommand({ line: '24', suites: 'node-side', viaNpx: true }, '/r/jest.json')).toEqual([
    '-y',
    '-p',
    'node@24',
    'node',
    'node_modules/jest/bin/jest.js',
    '--ci',
    '--silent',
    ...NODE_LINE_SUITES,
  ]);
});

test('jestLabel names the line whenever it is not the Node running `npm test`', () => {
  expect(jestRuns('22').map(jestLabel)).toEqual([
    'unit and component tests',
    'unit tests on Node 24',
  ]);
  expect(jestRuns('20').map(jestLabel)).toEqual([
    'unit and component tests on Node 22',
    'unit tests on Node 24',
  ]);
});

describe('a stage run beside another', () => {
  it('prints its output whole once it ends, and says how it went', async () => {
    const printed: string[] = [];
    const write = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        printed.push(String(chunk));
        return true;
      });
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => {
      printed.push(line);
    });
    try {
      const script =
        "console.log('one'); console.error('two'); setTimeout(() => process.exit(3), 50)";
      const stage = await runStageQuietly('a failing stage', process.execPath, ['-e', script]);
      expect(stage.ok).toBe(false);
      expect(stage.label).toBe('a failing stage');
      expect(stage.seconds).toBeGreaterThan(0.04);
      const text = printed.join('');
      expect(text.indexOf('▶ a failing stage')).toBeLessThan(text.indexOf('one'));
      expect(text).toContain('two');
      expect(text.indexOf('two')).toBeLessThan(text.indexOf('✘ a failing stage'));
      const passing = await runStageQuietly('a passing stage', process.execPath, ['-e', '']);
      expect(passing.ok).toBe(true);
    } finally {
      write.mockRestore();
      log.mockRestore();
    }
  });
});
