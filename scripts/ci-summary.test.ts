/**
 * @jest-environment node
 */
import {
  ciInstallSeconds,
  e2eFailures,
  e2eTestTimes,
  FAILED_COUNT,
  formatSummary,
  jestFailures,
  slowestTests,
  totalSeconds,
  type E2eTime,
} from './ci-summary';

/** A Playwright JSON report's shape, cut down to what the summary reads. */
const report = {
  suites: [
    {
      title: 'listings.spec.ts',
      file: 'listings.spec.ts',
      specs: [],
      suites: [
        {
          title: 'listings',
          file: 'listings.spec.ts',
          specs: [
            {
              title: 'the grid page shows six cards',
              file: 'listings.spec.ts',
              tests: [{ projectName: 'site', results: [{ duration: 4200, status: 'passed' }] }],
            },
          ],
          suites: [
            {
              title: 'the map',
              file: 'listings.spec.ts',
              specs: [
                {
                  title: 'shows a pin per listing',
                  file: 'listings.spec.ts',
                  // A retried test cost the run both attempts.
                  tests: [{ results: [{ duration: 1000 }, { duration: 1500 }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'fonts.spec.ts',
      file: 'fonts.spec.ts',
      specs: [
        {
          title: 'the Amharic font is drawn',
          file: 'fonts.spec.ts',
          tests: [{ results: [{ duration: 800 }] }],
        },
        // Listed but never run (`--list`, a skipped test): no results.
        { title: 'skipped', file: 'fonts.spec.ts', tests: [{ results: [] }] },
      ],
    },
  ],
};

test('e2eTestTimes titles each test file › describe › title, with its runs’ seconds', () => {
  expect(e2eTestTimes(report)).toEqual([
    { title: 'listings.spec.ts › listings › the grid page shows six cards', seconds: 4.2 },
    { title: 'listings.spec.ts › listings › the map › shows a pin per listing', seconds: 2.5 },
    { title: 'fonts.spec.ts › the Amharic font is drawn', seconds: 0.8 },
    { title: 'fonts.spec.ts › skipped', seconds: 0 },
  ]);
});

test('e2eTestTimes reads nothing from what is not a report', () => {
  expect(e2eTestTimes(null)).toEqual([]);
  expect(e2eTestTimes('{}')).toEqual([]);
  expect(e2eTestTimes({ suites: 'x' })).toEqual([]);
  expect(e2eTestTimes({ suites: [{ specs: [{ tests: [{ results: [{}] }] }] }] })).toEqual([
    { title: '', seconds: 0 },
  ]);
});

test('slowestTests keeps the slowest, slowest first, from both passes’ reports', () => {
  const timing = {
    suites: [
      {
        title: 't.spec.ts',
        file: 't.spec.ts',
        specs: [
          {
            title: 'paints within 2 s @timing',
            file: 't.spec.ts',
            tests: [{ results: [{ duration: 9000 }] }],
          },
        ],
      },
    ],
  };
  const times = [...e2eTestTimes(report), ...e2eTestTimes(timing)];
  expect(slowestTests(times, 2).map((time) => time.seconds)).toEqual([9, 4.2]);
  expect(slowestTests(times)).toHaveLength(5);
});

test('the install is .ci/run’s two clocks apart, when both are set and in order', () => {
  expect(ciInstallSeconds({ BETOCH_CI_STARTED: '1000', BETOCH_CI_INSTALLED: '1312' })).toBe(312);
  expect(ciInstallSeconds({ BETOCH_CI_STARTED: '1000' })).toBeNull();
  expect(ciInstallSeconds({ BETOCH_CI_STARTED: '1000', BETOCH_CI_INSTALLED: '900' })).toBeNull();
  expect(ciInstallSeconds({ BETOCH_CI_STARTED: 'soon', BETOCH_CI_INSTALLED: '1312' })).toBeNull();
  expect(ciInstallSeconds({})).toBeNull();
});

test('the total counts from .ci/run’s start when it set it, else from this process’s', () => {
  expect(totalSeconds({ BETOCH_CI_STARTED: '1000' }, 1_300_000, 1_600_000)).toBe(600);
  expect(totalSeconds({}, 1_300_000, 1_600_000)).toBe(300);
  // A clock from the future (another machine's) is not believed.
  expect(totalSeconds({ BETOCH_CI_STARTED: '2000' }, 1_300_000, 1_600_000)).toBe(300);
});

test('formatSummary: the install, each stage with its mark, the total, then the slowest tests', () => {
  const slowest: E2eTime[] = [
    { title: 'nginx.spec.ts › serves the precompressed files', seconds: 18.25 },
    { title: 'listings.spec.ts › listings › the grid page shows six cards', seconds: 4.2 },
  ];
  expect(
    formatSummary({
      installSeconds: 312,
      stages: [
        { label: 'lint', seconds: 41.23, ok: true },
        { label: 'unit and component tests', seconds: 210.7, ok: false },
      ],
      totalSeconds: 1634,
      slowest,
      failed: [],
    }),
  ).toEqual([
    'Stage times (s)',
    '   312.0   install (.ci/run)',
    '    41.2 ✔ lint',
    '   210.7 ✘ unit and component tests',
    '  1634.0   total',
    'Slowest end-to-end tests (s)',
    '    18.3   nginx.spec.ts › serves the precompressed files',
    '     4.2   listings.spec.ts › listings › the grid page shows six cards',
  ]);
});

test('formatSummary leaves out what did not run, and cuts a long title in its middle', () => {
  const title = `a.spec.ts › ${'x'.repeat(200)} › the end`;
  const lines = formatSummary({
    installSeconds: null,
    stages: [{ label: 'types', seconds: 3, ok: true }],
    totalSeconds: 3,
    slowest: [{ title, seconds: 1 }],
    failed: [],
  });
  expect(lines.slice(0, 3)).toEqual(['Stage times (s)', '  3.0 ✔ types', '  3.0   total']);
  expect(lines[4]).toMatch(/^ {2}1\.0 {3}a\.spec\.ts › x+…x+ › the end$/);
  expect(lines[4]).toHaveLength('  1.0   '.length + 110);
  expect(
    formatSummary({ installSeconds: null, stages: [], totalSeconds: 1, slowest: [], failed: [] }),
  ).toEqual(['Stage times (s)', '  1.0   total']);
});

/** A Playwright report of a pass whose first test failed on both attempts and second on one. */
const failing = {
  suites: [
    {
      title: 'section-styles.spec.ts',
      file: 'section-styles.spec.ts',
      specs: [
        {
          title: 'hung from the start: painted at once',
          file: 'section-styles.spec.ts',
          tests: [
            {
              status: 'unexpected',
              results: [
                { status: 'failed', errors: [{ message: 'Error: first attempt' }] },
                {
                  status: 'failed',
                  errors: [
                    {
                      message:
                        '\u001b[2mexpect(\u001b[22mreceived).toBeLessThan(expected)\n\nExpected: < 2000\nReceived:   2252',
                      location: { file: '/check/work/main/e2e/support/held-origin.ts', line: 121 },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'passed on its retry',
          file: 'section-styles.spec.ts',
          tests: [{ status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] }],
        },
      ],
    },
  ],
  errors: [
    {
      message:
        '"beforeAll" hook timeout of 90000ms exceeded.\n\n  51 | }\n  52 |\n> 53 | test.beforeAll(async () => {\n     |      ^',
      location: { file: '/check/work/main/e2e/tests/sitemap-scale.spec.ts', line: 53 },
    },
  ],
};

test('e2eFailures: each test that failed every attempt, with its last error’s first lines, and the report’s own errors', () => {
  expect(e2eFailures(failing, 'end-to-end tests')).toEqual([
    {
      title: 'section-styles.spec.ts › hung from the start: painted at once',
      reason:
        'expect(received).toBeLessThan(expected) · Expected: < 2000 · Received:   2252 (held-origin.ts:121)',
    },
    {
      title: 'end-to-end tests',
      reason: '"beforeAll" hook timeout of 90000ms exceeded. (sitemap-scale.spec.ts:53)',
    },
  ]);
  expect(e2eFailures(report, 'x')).toEqual([]);
  expect(e2eFailures(null, 'x')).toEqual([]);
});

test('jestFailures: failed tests by file and full name, and a file that could not run', () => {
  const jest = {
    testResults: [
      {
        name: '/repo/api/src/login.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          { status: 'passed', fullName: 'log-in accepts the demo account' },
          {
            status: 'failed',
            fullName: 'log-in refuses a wrong password',
            failureMessages: [
              'Error: expect(received).toBe(expected)\n\nExpected: 401\n    at Object.<anonymous>',
            ],
          },
        ],
      },
      {
        name: '/repo/scripts/broken.test.ts',
        status: 'failed',
        message: '  ● Test suite failed to run\n\n    SyntaxError: Unexpected token',
        assertionResults: [],
      },
      { name: '/repo/scripts/fine.test.ts', status: 'passed', assertionResults: [] },
    ],
  };
  expect(jestFailures(jest, '/repo')).toEqual([
    {
      title: 'api/src/login.test.ts › log-in refuses a wrong password',
      reason: 'Error: expect(received).toBe(expected) · Expected: 401',
    },
    {
      title: 'scripts/broken.test.ts',
      reason: '● Test suite failed to run · SyntaxError: Unexpected token',
    },
  ]);
  expect(jestFailures('nothing', '/repo')).toEqual([]);
});

test('formatSummary lists the failed tests before the slowest, at most FAILED_COUNT of them', () => {
  const failed = Array.from({ length: FAILED_COUNT + 2 }, (_, i) => ({
    title: `t${i}.spec.ts › fails`,
    reason: `Error: ${i}`,
  }));
  const lines = formatSummary({
    installSeconds: null,
    stages: [{ label: 'end-to-end tests', seconds: 9, ok: false }],
    totalSeconds: 9,
    slowest: [{ title: 'slow.spec.ts › slow', seconds: 9 }],
    failed,
  });
  expect(lines.slice(3, 6)).toEqual([
    `Failed tests (${FAILED_COUNT + 2})`,
    '  ✘ t0.spec.ts › fails',
    '      Error: 0',
  ]);
  expect(lines.at(-3)).toBe('  … and 2 more (the log above has them all)');
  expect(lines.slice(-2)).toEqual(['Slowest end-to-end tests (s)', '  9.0   slow.spec.ts › slow']);
});

test('a long line of an error is cut on its own, so the expected value stays in the reason', () => {
  const page = `<!doctype html>${'x'.repeat(50_000)}`;
  const [failure] = jestFailures(
    {
      testResults: [
        {
          name: '/repo/e2e/page.test.ts',
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'a page out of range',
              failureMessages: [
                `Expected substring: "Extra listing 20"\nReceived string: "${page}"`,
              ],
            },
          ],
        },
      ],
    },
    '/repo',
  );
  expect(failure?.reason).toMatch(
    /^Expected substring: "Extra listing 20" · Received string: "<!doctype html>x+…$/,
  );
  expect(failure?.reason.length).toBeLessThan(150);
});
