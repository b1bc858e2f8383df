/**
 * Dev-only routes (the mailbox with every sign-in code, the contest and test-series tools) answer clients on this
 * machine only. "On this machine" is decided by three facts that must all hold, so that neither a forged header nor
 * a reverse proxy on the same host can pass a remote visitor off as local:
 * - the TCP peer is a loopback address,
 * - the client address Fastify derives with TRUST_PROXY is a loopback address,
 * - no forwarding header (Forwarded, X-Forwarded-For, X-Real-IP) names anything but a loopback address (a proxy
 *   that forwards a remote visitor always names them; an unreadable entry counts as remote).
 * Everyone else gets what an unknown route gets (the 404 envelope on /api, the 404 page elsewhere), so nothing
 * reveals that the route exists.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (::ffff:127.0.0.1); anything else, or no address, is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  // BlockList matches IPv4-mapped IPv6 addresses against the IPv4 rules.
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** An address as proxies write it: `"[::1]:8080"`, `127.0.0.1:5000`, `::1` -> the bare address. */
function bareAddress(entry: string): string {
  let value = entry.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  // One colon: IPv4 with a port. More: an IPv6 address, kept as it is.
  if (/^[^:]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return value;
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
}

/** Every address the forwarding headers name (RFC 7239 `for=` parameters, X-Forwarded-For, X-Real-IP). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const fromForwarded = headerValues(headers.forwarded).flatMap((element) =>
    element
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => /^for=/i.test(pair))
      .map((pair) => pair.slice(4)),
  );
  return [
    ...fromForwarded,
    ...headerValues(headers['x-forwarded-for']),
    ...headerValues(headers['x-real-ip']),
  ]
    .map(bareAddress)
    .filter((a) => a !== '');
}

export function isLoopbackClient(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedAddresses(request).every(isLoopbackAddress)
  );
}

/** onRequest hook of every dev-only route: runs before the body is read, so a stranger learns nothing from it. */
export async function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isLoopbackClient(request)) return undefined;
  reply.callNotFound();
  // An async hook that answered returns the reply, so Fastify stops here.
  return reply;
}
