/** @jest-environment node */
import { formatRetryMessage, LoginThrottle } from './login-throttle';
import { createClock } from './test-utils';

const MINUTE = 60 * 1000;

describe('LoginThrottle', () => {
  it('blocks an address after five failures within the window, others stay free', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a');
    expect(throttle.check('a')).toEqual({ blocked: false });
    throttle.recordFailure('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 900 });
    expect(throttle.check('b')).toEqual({ blocked: false });
  });

  it('slides: failures older than the window stop counting', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    throttle.recordFailure('a');
    clock.advance(10 * MINUTE);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('a');
    expect(throttle.check('a')).toEqual({ blocked: true, retryAfterSeconds: 5 * 60 });
    clock.advance(5 * MINUTE);
    expect(throttle.check('a')).toEqual({ blocked: false });
  });

  it('forgets addresses whose failures have all expired', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now });
    for (let i = 0; i < 100; i += 1) throttle.recordFailure(`10.0.0.${i}`);
    expect(throttle.size).toBe(100);
    clock.advance(16 * MINUTE);
    throttle.recordFailure('10.0.1.1');
    expect(throttle.size).toBe(1);
  });

  it('keeps memory bounded under a flood of addresses', () => {
    const clock = createClock();
    const throttle = new LoginThrottle({ now: clock.now, maxAddresses: 50 });
    for (let i = 0; i < 1000; i += 1) throttle.recordFailure(`address-${i}`);
    expect(throttle.size).toBe(50);
    // The most recent addresses are the ones kept.
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('address-999');
    expect(throttle.check('address-999').blocked).toBe(true);
  });

  it('words the message in whole minutes, rounded up', () => {
    expect(formatRetryMessage(900)).toBe(
      'Too many failed log-in attempts. Try again in 15 minutes.',
    );
    expect(formatRetryMessage(61)).toBe('Too many failed log-in attempts. Try again in 2 minutes.');
    expect(formatRetryMessage(1)).toBe('Too many failed log-in attempts. Try again in 1 minute.');
  });
});
