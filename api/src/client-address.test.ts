/** @jest-environment node */
import { clientAddressKey, isAddressOrRange, toFastifyTrustProxy } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(clientAddressKey('196.188.12.34')).toBe('196.188.12.34');
    expect(clientAddressKey('::ffff:196.188.12.34')).toBe('196.188.12.34');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientAddressKey('2001:db8:0:1::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:0000:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:DB8:0:1:a:b:c:d%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('64:ff9b:1:2:3:4:1.2.3.4')).toBe('64:ff9b:1:2::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});

describe('isAddressOrRange', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '2001:db8::/128'])('accepts %s', (v) =>
    expect(isAddressOrRange(v)).toBe(true),
  );
  it.each([
    'true',
    '10.0.0.0/33',
    '::/129',
    '10.0.0/8',
    '10.0.0.0/8/1',
    'proxy.local',
    '1.2.3.4/x',
  ])('refuses %s', (v) => expect(isAddressOrRange(v)).toBe(false));
});

describe('toFastifyTrustProxy', () => {
  it('trusts as many hops as counted, from the socket inwards', () => {
    const trust = toFastifyTrustProxy({ hops: 1 });
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('1.1.1.1', 1)).toBe(false);
  });

  it('passes ranges through and turns "none" into false', () => {
    expect(toFastifyTrustProxy({ ranges: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
    expect(toFastifyTrustProxy({ ranges: [] })).toBe(false);
    expect(toFastifyTrustProxy({ hops: 0 })).toBe(false);
    expect(toFastifyTrustProxy(false)).toBe(false);
  });
});
