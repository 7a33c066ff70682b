import { ipKeyGenerator } from 'express-rate-limit';

/**
 * How many leading bits of an IPv6 address name one client. A home or an
 * office line is given at least a /64 and picks any address inside it at
 * will (privacy extensions change it every day), so counting whole IPv6
 * addresses would hand one client 2^64 fresh starts.
 */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * The key under which a client address is counted by every limit (sign-in
 * lock-out, contact messages, beacons): an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`) is its IPv4 address, and any IPv6 address is its /64
 * network written in one canonical form, whatever the case, leading zeros,
 * `::` compression or zone index it came with. express-rate-limit's own
 * helper does exactly this, so the limiters it runs and the lock-out agree
 * key for key. Anything that is no address (a proxy may pass on text) is
 * counted as it is.
 */
export function addressKey(address: string): string {
  return ipKeyGenerator(address.trim(), IPV6_CLIENT_PREFIX_BITS);
}
