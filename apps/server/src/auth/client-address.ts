/**
 * The "address" per-address abuse limits count: an IPv4 address as it is, and an IPv6 address by its /64 network,
 * since one household, lab or server holds a whole /64 and could otherwise rotate through 2^64 addresses.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The first four 16-bit groups of a valid IPv6 address, expanded (`::` filled with zero groups). */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const all =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':');
}

/** `ip` (request.ip) as the key of its address: IPv4 unchanged (also when IPv4-mapped), IPv6 as `<prefix>::/64`. */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv6(bare)) return `${ipv6Prefix64(bare)}::/64`;
  return bare;
}
