/**
 * Reads one API result against the endpoint's zod schema from @katana/shared/api: the data when it matches, else an
 * `ApiRequestError` (the server's error, or 501 when the answer breaks the contract), which is what TanStack Query's
 * query and mutation functions expect.
 */
import type { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '@katana/shared/auth-errors';
import { internalServerError } from '../../../lib/request/api-errors.ts';
import { ApiRequestError, unwrap } from '../../../lib/request/api-query.ts';
import { readCookie } from '../../../lib/request/session-hooks.ts';
import type { ApiResult } from '../../../lib/request/request-types.ts';

export async function callApi<S extends z.ZodType>(pending: Promise<ApiResult<unknown>>, schema: S): Promise<z.output<S>> {
  const data = unwrap(await pending);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(internalServerError());
  return parsed.data;
}

/** The double-submit CSRF header, for the spec's state-changing GETs (the request layer adds it to writes only). */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** Query keys of the classroom: everything about one problem sits under ['classroom', slug]. */
export const classroomKeys = {
  problem: (slug: string) => ['classroom', slug, 'problem'] as const,
  code: (slug: string, language: string) => ['classroom', slug, 'code', language] as const,
  submissions: (slug: string) => ['classroom', slug, 'submissions'] as const,
  solution: (slug: string) => ['classroom', slug, 'solution'] as const,
};

export const problemPath = (slug: string) => `v1/problems/${encodeURIComponent(slug)}`;
