import { BlockList, isIP } from 'node:net';

/**
 * Whether an IP address is one the server may connect to on a stranger's behalf: a public unicast
 * address. Refused: private (RFC 1918, IPv6 ULA), loopback, link-local (cloud metadata
 * 169.254.169.254 among them), CGNAT 100.64/10, unspecified, multicast, broadcast, documentation,
 * benchmarking and other reserved ranges, and IPv6 forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4, Teredo) unless that address is itself public.
 */
const refusedV4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refusedV4.addSubnet(net, bits, 'ipv4');

const refusedV6 = new BlockList();
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (handled apart when mapped)
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refusedV6.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part allowed), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return all.map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 address carries as mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d), if any. */
function embeddedV4(groups: number[]): string | null {
  const v4 = () => [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4();
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4();
  return null;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(address);
  if (!groups || groups.some((g) => Number.isNaN(g) || g < 0 || g > 0xffff)) return false;
  const v4 = embeddedV4(groups);
  if (v4) return !refusedV4.check(v4, 'ipv4');
  // Only global unicast (2000::/3) is public at all.
  if ((groups[0]! & 0xe000) !== 0x2000) return false;
  return !refusedV6.check(groups.map((g) => g.toString(16)).join(':'), 'ipv6');
}
