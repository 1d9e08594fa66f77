/** @jest-environment node */
import { formatRetryMessage, LoginThrottle, type ThrottleAdmission } from './login-throttle';
import { createClock } from './test-utils';

const MINUTE = 60 * 1000;

/** Admits and lets the attempt fail (a failure is simply an attempt that is never refunded). */
function fail(throttle: LoginThrottle, account: string, address: string): ThrottleAdmission {
  return throttle.begin(account, address);
}

function failTimes(throttle: LoginThrottle, times: number, account: string, address: string) {
  for (let i = 0; i < times; i += 1) {
    expect(fail(throttle, account, address).allowed).toBe(true);
  }
}

describe('LoginThrottle', () => {
  it('counts an attempt when it is admitted, before any password check', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    // Five admitted and still pending: the sixth is refused although none has finished.
    const pending = Array.from({ length: 5 }, () => throttle.begin('a@b.et', '192.0.2.1'));
    expect(pending.every((admission) => admission.allowed)).toBe(true);
    expect(throttle.begin('a@b.et', '192.0.2.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('refunds a successful attempt and ends that account’s run from the address', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    failTimes(throttle, 4, 'a@b.et', '192.0.2.1');
    const admission = throttle.begin('a@b.et', '192.0.2.1');
    if (!admission.allowed) throw new Error('expected to be admitted');
    admission.attempt.succeeded();
    failTimes(throttle, 5, 'a@b.et', '192.0.2.1');
    expect(throttle.begin('a@b.et', '192.0.2.1').allowed).toBe(false);
  });

  it('refunds a cancelled attempt (no password was checked)', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    for (let i = 0; i < 20; i += 1) {
      const admission = throttle.begin('a@b.et', '192.0.2.1');
      if (!admission.allowed) throw new Error('a cancelled attempt must not count');
      admission.attempt.cancel();
      admission.attempt.cancel();
    }
    failTimes(throttle, 5, 'a@b.et', '192.0.2.1');
    expect(throttle.begin('a@b.et', '192.0.2.1').allowed).toBe(false);
  });

  it('doubles the delay with each failure past the limit, up to 15 minutes', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    failTimes(throttle, 5, 'a@b.et', '192.0.2.1');
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = throttle.begin('a@b.et', '192.0.2.1');
      if (refused.allowed) throw new Error('expected a refusal');
      waits.push(refused.retryAfterSeconds);
      clock.advance(refused.retryAfterSeconds * 1000);
      failTimes(throttle, 1, 'a@b.et', '192.0.2.1');
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('lets one person behind a shared address lock only their own account', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    failTimes(throttle, 5, 'selam@betoch.et', '196.188.1.1');
    expect(throttle.begin('selam@betoch.et', '196.188.1.1').allowed).toBe(false);
    expect(throttle.begin('dawit@betoch.et', '196.188.1.1').allowed).toBe(true);
    expect(throttle.begin('selam@betoch.et', '196.188.7.7').allowed).toBe(true);
  });

  it('slows guessing one account from many addresses', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    for (let i = 0; i < 10; i += 1) failTimes(throttle, 1, 'selam@betoch.et', `198.51.100.${i}`);
    expect(throttle.begin('selam@betoch.et', '198.51.100.200')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('slows one address spraying many accounts', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    for (let i = 0; i < 50; i += 1) failTimes(throttle, 1, `user${i}@betoch.et`, '203.0.113.5');
    expect(throttle.begin('someone-else@betoch.et', '203.0.113.5').allowed).toBe(false);
    expect(throttle.begin('someone-else@betoch.et', '203.0.113.6').allowed).toBe(true);
  });

  it('matches the account regardless of case', () => {
    const throttle = new LoginThrottle({ now: createClock().now });
    failTimes(throttle, 5, 'Selam@Betoch.et', '192.0.2.1');
    expect(throttle.begin(' selam@betoch.et ', '192.0.2.1').allowed).toBe(false);
  });

  it('slides: failures older than an hour stop counting', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    failTimes(throttle, 5, 'a@b.et', '192.0.2.1');
    clock.advance(59 * MINUTE);
    failTimes(throttle, 1, 'a@b.et', '192.0.2.1');
    expect(throttle.begin('a@b.et', '192.0.2.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
    // The first five leave the window: the sixth alone no longer delays anything.
    clock.advance(1 * MINUTE);
    failTimes(throttle, 4, 'a@b.et', '192.0.2.1');
    expect(throttle.begin('a@b.et', '192.0.2.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('forgets keys whose attempts have all expired', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 100; i += 1) failTimes(throttle, 1, `u${i}@b.et`, `10.0.0.${i}`);
    // A pair, an account and an address key for each.
    expect(throttle.size).toBe(300);
    clock.advance(61 * MINUTE);
    failTimes(throttle, 1, 'a@b.et', '10.0.1.1');
    expect(throttle.size).toBe(3);
  });

  it('keeps memory bounded under a flood of addresses', () => {
    const throttle = new LoginThrottle({ now: createClock().now, maxKeys: 50 });
    for (let i = 0; i < 1000; i += 1) failTimes(throttle, 1, `u${i}@b.et`, `address-${i}`);
    expect(throttle.size).toBe(50);
    // The most recent keys are the ones kept.
    failTimes(throttle, 4, 'u999@b.et', 'address-999');
    expect(throttle.begin('u999@b.et', 'address-999').allowed).toBe(false);
  });

  it('words the message in whole minutes, rounded up', () => {
    expect(formatRetryMessage(900)).toBe(
      'Too many failed log-in attempts. Try again in 15 minutes.',
    );
    expect(formatRetryMessage(61)).toBe('Too many failed log-in attempts. Try again in 2 minutes.');
    expect(formatRetryMessage(1)).toBe('Too many failed log-in attempts. Try again in 1 minute.');
  });
});
