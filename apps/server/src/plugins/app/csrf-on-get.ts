/**
 * The spec's bookmark add/remove are GETs that change state. The auth plugin's double-submit check only covers
 * unsafe methods, so these routes ask for it themselves: a cookie-authenticated call must echo the katana_csrf
 * cookie in x-csrf-token (a cross-site <img src> can send the cookie but cannot read it). Token-header calls are
 * not reachable cross-site and need no echo.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AuthErrorCode, AuthErrorMessage, CSRF_COOKIE, CSRF_HEADER } from '@katana/shared/auth-errors';
import { ApiError } from './api-error.ts';

function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function requireCsrfEcho(request: FastifyRequest): Promise<void> {
  if (request.authVia !== 'cookie') return;
  const echoed = request.headers[CSRF_HEADER];
  if (!sameSecret(typeof echoed === 'string' ? echoed : undefined, request.cookies[CSRF_COOKIE])) {
    throw new ApiError(403, AuthErrorCode.CSRF, AuthErrorMessage.CSRF);
  }
}
