/**
 * Reads one API result against the endpoint's zod contract (@katana/shared/api/*): the data when it matches, else an
 * `ApiRequestError` (the server's error, or 501 when the answer breaks the contract), which is what TanStack Query's
 * query and mutation functions expect. Every feature's api files go through it.
 */
import type { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '@katana/shared/auth-errors';
import { internalServerError } from './api-errors.ts';
import { ApiRequestError, unwrap } from './api-query.ts';
import { readCookie } from './session-hooks.ts';
import type { ApiResult } from './request-types.ts';

export async function callApi<S extends z.ZodType>(
  pending: Promise<ApiResult<unknown>>,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(unwrap(await pending));
  if (!parsed.success) throw new ApiRequestError(internalServerError());
  return parsed.data;
}

/**
 * The double-submit CSRF header for the spec's state-changing GETs (bookmark add/remove, spec 03 §7): the request
 * layer adds it to unsafe methods only, and the server asks for it on those GETs too.
 */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
