/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findCapacity, offerLoad, schedule, summarize, type Shot, type Summary } from './open-loop';

describe('the open-loop generator', () => {
  it('schedules requests evenly at the rate, whatever the answers do', () => {
    expect(schedule(4, 1)).toEqual([0, 250, 500, 750]);
    expect(schedule(100, 10)).toHaveLength(1_000);
  });

  it('counts answers, refusals and errors apart, and the goodput of the answers alone', () => {
    const shots = [
      ...Array.from({ length: 98 }, (_, i) => ({
        status: 200,
        ms: i + 1,
        path: `/${i + 1}`,
        at: i * 20,
      })),
      { status: 404, ms: 5, path: '/gone', at: 0 },
      { status: 503, ms: 2, path: '/refused', at: 0 },
      { status: 0, ms: 10_000, path: '/lost', at: 0 },
    ];
    const summary = summarize(50, 2, shots);
    expect(summary).toMatchObject({ offered: 101, answered: 99, refused: 1, errors: 1 });
    // Every request is kept, for --shots.
    expect(summary.shots).toEqual(shots);
    expect(summary.goodput).toBe(49.5);
    expect(summary.p99).toBe(98);
    expect(summary.refusedP99).toBe(2);
    // What the p99 is made of: the slowest answers, not the refusal or the lost one.
    expect(summary.slowest.map((shot) => shot.path)).toEqual(['/98', '/97', '/96', '/95', '/94']);
    // No answer said its Server-Timing.
    expect(summary.waitP99).toBeNaN();
  });

  it('takes the 99th percentiles of the wait and the run apart, of the answers that said them', () => {
    const shots = Array.from({ length: 100 }, (_, i) => ({
      status: 200,
      ms: 10 + i,
      path: '/',
      at: 0,
      // The slowest waited; the run is the same throughout.
      timing: { waitMs: i, runMs: 10 },
    }));
    const summary = summarize(100, 1, [...shots, { status: 503, ms: 1, path: '/', at: 0 }]);
    expect(summary).toMatchObject({ waitP99: 98, runP99: 10 });
  });

  it("averages the answers' run and its feed and upkeep over the answers that said them", () => {
    const shot = (timing?: Shot['timing']): Shot => ({
      status: 200,
      ms: 20,
      path: '/',
      at: 0,
      ...(timing ? { timing } : {}),
    });
    const summary = summarize(4, 1, [
      shot({ waitMs: 0, runMs: 10, feedMs: 4, upkeepMs: 1 }),
      shot({ waitMs: 0, runMs: 20, feedMs: 0, upkeepMs: 3 }),
      // Another server's answer, and one from a worker that did not say its parts.
      shot(),
      shot({ waitMs: 0, runMs: 30 }),
    ]);
    expect(summary).toMatchObject({ runMean: 20, feedMean: 2, upkeepMean: 2 });
    expect(summarize(1, 1, [shot({ waitMs: 0, runMs: 5 })]).feedMean).toBeNaN();
  });

  it('keeps sending at its rate while answers are late, and times each from when it was due', async () => {
    // A server that answers each request after 300 ms: a closed loop of one connection would
    // send 3 a second; this one sends its 20 in one second, each timed at about 300 ms.
    const server = http.createServer((_, response) => {
      response.setHeader('Server-Timing', 'wait;dur=1.5, run;dur=298.0');
      setTimeout(() => response.end('{}'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const started = performance.now();
      const summary = await offerLoad(base, 20, 1, () => '/');
      expect(summary.answered).toBe(20);
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(summary.p50).toBeGreaterThanOrEqual(290);
      // What the service said the time was made of.
      expect(summary).toMatchObject({ waitP99: 1.5, runP99: 298 });
    } finally {
      server.close();
    }
  });

  it('keeps why each refused request was refused, and counts the causes', async () => {
    // Every other request refused by its expected wait; one 503 of a proxy, which says nothing.
    let n = 0;
    const server = http.createServer((_, response) => {
      n++;
      if (n === 1) {
        response.statusCode = 503;
      } else if (n % 2 === 0) {
        response.statusCode = 503;
        response.setHeader(
          'Server-Timing',
          'refused;desc=estimate, estimate;dur=250.0, calibration;desc=1.00, bound;dur=200.0, waiting;desc=9',
        );
      } else response.setHeader('Server-Timing', 'wait;dur=0.5, run;dur=4.0');
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const summary = await offerLoad(base, 40, 0.5, () => '/');
      expect(summary).toMatchObject({ answered: 9, refused: 11 });
      expect(summary.refusedBy).toEqual({ unsaid: 1, estimate: 10 });
      const refused = summary.shots.filter((shot) => shot.refusal);
      expect(refused).toHaveLength(10);
      expect(refused[0]?.refusal).toEqual({
        cause: 'estimate',
        estimateMs: 250,
        calibration: 1,
        boundMs: 200,
        waiting: 9,
      });
    } finally {
      server.close();
    }
  });

  it('finds the highest rate within the bound: doubling, then halving the gap', async () => {
    // A service that holds 130 requests a second.
    const run = (rate: number): Promise<Summary> =>
      Promise.resolve(
        summarize(rate, 1, [
          {
            status: rate <= 130 ? 200 : 503,
            ms: rate <= 130 ? 20 : 1,
            path: '/api/listings',
            at: 0,
          },
        ]),
      );
    const { capacity, runs } = await findCapacity(run, { firstRate: 25, p99Ms: 100 });
    // Each rate run twice: both agree.
    const twice = (rates: number[]) => rates.flatMap((rate) => [rate, rate]);
    expect(runs.map((r) => r.rate)).toEqual(twice([25, 50, 100, 200, 150, 125, 138]));
    expect(capacity).toBe(125);
    // Past it from the first rate: the gap below it is halved the same way.
    const below = await findCapacity(run, { firstRate: 500, p99Ms: 100 });
    expect(below.runs.map((r) => r.rate)).toEqual(twice([500, 250, 125, 188]));
    expect(below.capacity).toBe(125);
  });

  it('judges a rate by two runs of three: one lucky or unlucky run does not decide', async () => {
    // A service that holds 140 a second, whose first run at 150 happened to pass and whose first
    // run at 100 happened to fail (a few rare words more).
    const asked = new Map<number, number>();
    const run = (rate: number): Promise<Summary> => {
      asked.set(rate, (asked.get(rate) ?? 0) + 1);
      const first = asked.get(rate) === 1;
      const holds = rate === 100 ? !first : rate <= 140 || (rate === 150 && first);
      return Promise.resolve(
        summarize(rate, 1, [
          { status: holds ? 200 : 503, ms: holds ? 20 : 1, path: '/api/listings', at: 0 },
        ]),
      );
    };
    const { capacity, runs } = await findCapacity(run, { firstRate: 25, p99Ms: 100 });
    expect(runs.map((r) => r.rate)).toEqual([
      ...[25, 25, 50, 50],
      // Failed, then passed twice.
      ...[100, 100, 100],
      ...[200, 200],
      // Passed, then failed twice.
      ...[150, 150, 150],
      ...[125, 125, 138, 138],
    ]);
    expect(capacity).toBe(138);
  });
});
