/**
 * HTTP caching of the catalogue's public reads (the anonymous listing, facets and problem page data): an ETag of
 * the cached value, 304 Not Modified when the client already has it, and Cache-Control letting browsers and shared
 * caches keep it a few seconds. Signed-in answers carry personal state and get none of this. `Vary` keeps a shared
 * cache from serving an anonymous answer to a signed-in request (cookie or token).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a browser or proxy may reuse a public answer without asking (as long as the server's own cache). */
const PUBLIC_MAX_AGE_S = 2;

/** Sets the public caching headers; true when the client's copy is current and a 304 was sent. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string | undefined): boolean {
  if (etag === undefined || request.user) return false;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`)
    .header('vary', 'Cookie, Authorization');
  const known = request.headers['if-none-match'];
  if (!known || !known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return false;
  void reply.code(304).send();
  return true;
}
