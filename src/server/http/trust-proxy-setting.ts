import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

/**
 * TRUST_PROXY: whom the server believes about a request's client address
 * and protocol (`X-Forwarded-For`, `X-Forwarded-Proto`). Trusting a hop or
 * a range too many lets any client name its own address, and with it dodge
 * the per-address sign-in lock-out and message limit: so only a few hops,
 * and only ranges that leave some addresses untrusted (decision 0080).
 */

/** The most proxies that may stand in front of the server: a CDN, a balancer, nginx, and some slack. */
export const MAX_PROXY_HOPS = 5;
/** The widest single range: IPv4's widest private range (10.0.0.0/8), IPv6's unique-local one (fc00::/7). */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const;

export const TRUST_PROXY_MESSAGE = `must be false, the number of proxies in front of the server (1 to ${MAX_PROXY_HOPS}), loopback, linklocal, uniquelocal, or the addresses or subnets of the proxies, comma-separated`;
export const TRUST_ALL_MESSAGE =
  "true is refused: it would take any client's X-Forwarded-For as its address, so anyone could pose as any address (and dodge the sign-in lock-out); give the number of proxies in front of the server (1), loopback, or the proxies' addresses or subnets";
const TOO_MANY_HOPS_MESSAGE = `at most ${MAX_PROXY_HOPS} proxies: a larger count trusts X-Forwarded-For entries any client can write, so anyone could pose as any address; give the number of proxies actually in front of the server (1), loopback, or their addresses`;
const TOO_WIDE_MESSAGE = (entry: string) =>
  `${entry} is too wide: a single range may be at most a /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6); name the proxies' own subnet`;
const EVERY_ADDRESS_MESSAGE =
  "these ranges together cover every address, so anyone could pose as any address (and dodge the sign-in lock-out); name only the proxies' own addresses or subnets";

/** The names Express (proxy-addr) gives to address ranges, and the ranges they stand for. */
const NAMED_RANGES: Record<string, string[]> = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const ALL_BITS = (1n << 128n) - 1n;
/** IPv4 addresses as IPv6 sees them (`::ffff:a.b.c.d`), as proxy-addr compares them with IPv6 ranges. */
const IPV4_FIRST = 0xffffn << 32n;
const IPV4_LAST = IPV4_FIRST + 0xffffffffn;

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (`::` and a trailing dotted IPv4 part allowed) as 128 bits. */
function ipv6Bits(address: string): bigint {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = ipv4Bits(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** A contiguous IPv4 netmask's prefix length (255.255.0.0 → 16), or null. */
function netmaskPrefix(mask: string): number | null {
  const bits = ipv4Bits(mask);
  const ones = bits.toString(2).replace(/^0+/, '');
  if (bits !== 0n && (ones.length !== 32 || /01/.test(ones))) return null;
  return bits === 0n ? 0 : ones.replace(/0+$/, '').length;
}

interface Range {
  first: bigint;
  last: bigint;
}

/**
 * One address or subnet as the block of 128-bit addresses it covers (IPv4
 * in its IPv6 form), or a reason it is refused.
 */
function rangeOf(entry: string): Range | string {
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if ((version !== 4 && version !== 6) || address.includes('%') || rest.length > 0) {
    return TRUST_PROXY_MESSAGE;
  }
  const size = version === 4 ? 32 : 128;
  let prefix: number | null = size;
  if (range !== undefined) {
    if (/^\d{1,3}$/.test(range)) prefix = Number(range);
    else if (version === 4 && isIP(range) === 4) prefix = netmaskPrefix(range);
    else prefix = null;
  }
  if (prefix === null || prefix > size) return TRUST_PROXY_MESSAGE;
  const bits = version === 4 ? IPV4_FIRST | ipv4Bits(address) : ipv6Bits(address);
  // A range inside the IPv4 block, written as IPv6 (::ffff:10.0.0.0/104), is held to IPv4's rule.
  const width = version === 4 ? prefix + 96 : prefix;
  const mappedIpv4 = version === 6 && prefix >= 96 && bits >> 32n === 0xffffn;
  const widest = version === 4 || mappedIpv4 ? WIDEST_PREFIX[4] + 96 : WIDEST_PREFIX[6];
  if (width < widest) return TOO_WIDE_MESSAGE(entry);
  const hostBits = BigInt(128 - width);
  const first = (bits >> hostBits) << hostBits;
  return { first, last: first | ((1n << hostBits) - 1n) };
}

/** Whether the ranges together cover every address from `first` to `last`. */
function covers(ranges: Range[], first: bigint, last: bigint): boolean {
  let next = first;
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : 1))) {
    if (range.first > next) break;
    if (range.last >= next) next = range.last + 1n;
    if (next > last) return true;
  }
  return next > last;
}

/**
 * Why the ranges trust everyone, or null: together they cover all IPv4
 * addresses, or all IPv6 ones (outside the block that stands for IPv4).
 */
function coversEveryone(ranges: Range[]): string | null {
  const everyIpv4 = covers(ranges, IPV4_FIRST, IPV4_LAST);
  const everyIpv6 = covers(ranges, 0n, IPV4_FIRST - 1n) && covers(ranges, IPV4_LAST + 1n, ALL_BITS);
  return everyIpv4 || everyIpv6 ? EVERY_ADDRESS_MESSAGE : null;
}

/** Express's `trust proxy`: false, a hop count, or a comma-separated list of ranges. */
export type TrustProxy = false | number | string;

/**
 * TRUST_PROXY checked and turned into Express's `trust proxy` value, or the
 * reason it is refused (the text after `Invalid setting TRUST_PROXY: `).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { refused: string } {
  if (value === undefined) return false;
  const text = value.trim();
  if (text.toLowerCase() === 'true') return { refused: TRUST_ALL_MESSAGE };
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) return { refused: TOO_MANY_HOPS_MESSAGE };
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const ranges: Range[] = [];
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    const found = named ? named.map(rangeOf) : [rangeOf(entry)];
    for (const range of found) {
      if (typeof range === 'string') return { refused: range };
      ranges.push(range);
    }
  }
  const everyone = coversEveryone(ranges);
  if (everyone) return { refused: everyone };
  // Express compiles the list the same way at start: whatever it would
  // still refuse is refused here, in one line, not with its stack trace.
  try {
    proxyAddr.compile(entries);
  } catch {
    return { refused: TRUST_PROXY_MESSAGE };
  }
  // Express takes the list as one comma-separated string.
  return entries.join(', ');
}
