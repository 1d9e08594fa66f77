/**
 * @jest-environment node
 */
import { isolationMeasures, measureRows, type Probes } from './isolation';

const ROOT_22: Probes = {
  version: 'v22.23.3',
  flags: new Set(['--permission', '--experimental-permission', '--disable-sigusr1']),
  ownUsers: null,
  network: null,
  sockets: null,
  dataLimit: 688 * 1024 * 1024,
};

/** The measures that are missing, with why. */
const missing = (probes: Probes) =>
  Object.fromEntries(
    isolationMeasures(probes)
      .filter((m) => m.missing !== null)
      .map((m) => [m.measure.split(' (')[0], m.missing]),
  );

test('as root on Node 22.14+: everything but a network permission, which no LTS line has', () => {
  expect(missing(ROOT_22)).toEqual({
    "Node's network permission": 'v22.23.3 has none',
  });
  expect(measureRows(isolationMeasures(ROOT_22), ROOT_22)).toContain(
    '| a data limit the kernel enforces (RLIMIT_DATA: heap and buffers) | yes (688 MB) |',
  );
});

test('not root: no own users, namespaces or hidden sockets, each with the probe’s reason', () => {
  const probes: Probes = {
    ...ROOT_22,
    ownUsers: 'the server is not root',
    network: 'the server is not root',
    sockets: 'the server is not root',
  };
  const rows = measureRows(isolationMeasures(probes), probes);
  expect(rows).toContain(
    '| a user of its own per section (signals, files) | no: the server is not root |',
  );
  expect(rows.filter((row) => row.endsWith('| no: the server is not root |'))).toHaveLength(3);
});

test('an older line: the permission model experimental, no --disable-sigusr1 (the listener holds)', () => {
  const probes: Probes = {
    ...ROOT_22,
    version: 'v22.12.0',
    flags: new Set(['--experimental-permission']),
  };
  expect(missing(probes)).toMatchObject({
    "Node's permission model": 'experimental on v22.12.0',
    'no inspector opened by SIGUSR1':
      'v22.12.0 has no --disable-sigusr1 (the listener alone holds)',
  });
});

test('no prlimit: the data limit is missing with the reason the pool logs', () => {
  const probes: Probes = {
    ...ROOT_22,
    dataLimit: '/usr/bin/prlimit (util-linux) is not on this machine',
  };
  expect(measureRows(isolationMeasures(probes), probes)).toContain(
    '| a data limit the kernel enforces (RLIMIT_DATA: heap and buffers) | no: /usr/bin/prlimit (util-linux) is not on this machine |',
  );
});
