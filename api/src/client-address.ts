import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which proxies sit in front of the API: none, a number of hops, or the proxies' addresses and
 * ranges. Never "trust everything": the left-most X-Forwarded-For entry is whatever the client
 * wrote there.
 */
export type TrustProxySetting = false | { hops: number } | { ranges: string[] };

/** What Fastify's `trustProxy` option receives for a setting. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify trusts nothing for a plain hop count (it cannot validate the peer), so a count becomes a
 * function: the socket peer is hop 0, the right-most X-Forwarded-For entry hop 1, and so on.
 */
export function toFastifyTrustProxy(setting: TrustProxySetting): FastifyTrustProxy {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return hops > 0 ? (_address, hop) => hop < hops : false;
  }
  return setting.ranges.length > 0 ? [...setting.ranges] : false;
}

/** True for `1.2.3.4`, `1.2.3.0/24`, `2001:db8::1` and `2001:db8::/32` (what proxy-addr takes). */
export function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (bits === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

function ipv4ToHextets(ipv4: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail handled). */
function ipv6Hextets(address: string): string[] {
  const [withoutZone = ''] = address.split('%');
  const expandTail = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (isIPv4(group) ? ipv4ToHextets(group) : [group]));
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = expandTail(head);
  const tailGroups = tail === undefined ? [] : expandTail(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * The key the log-in throttle counts a client under: an IPv4 address as it is (IPv4-mapped IPv6
 * included), an IPv6 address by its /64 network — one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one client rotate through billions of them.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0] ?? '')) return ip;
  return `${ipv6Hextets(ip).slice(0, 4).join(':')}::/64`;
}
