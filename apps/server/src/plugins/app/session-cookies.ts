/**
 * The session cookie ninja_auth_token (HttpOnly) and its CSRF twin katana_csrf (readable by the web app, which
 * echoes it in x-csrf-token): same lifetime, SameSite=Lax, Path=/, Secure behind TLS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@katana/shared/auth-rules';
import { CSRF_COOKIE } from '@katana/shared/auth-errors';
import { randomToken } from './secrets.ts';

export function isSecureRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  opts: { ttlMs: number; publicUrl: string | undefined },
): void {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, opts.publicUrl),
    maxAge: Math.floor(opts.ttlMs / 1000),
  };
  reply.setCookie(TOKEN_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, randomToken(), { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
