/**
 * Reads one API result against the endpoint's zod contract (@katana/shared/api/judge): the data when it matches,
 * else an `ApiRequestError` (the server's error, or 501 when the answer does not match the contract), which is what
 * TanStack Query's query and mutation functions expect.
 */
import type { z } from 'zod';
import { internalServerError } from '../../../lib/request/api-errors.ts';
import { ApiRequestError, unwrap } from '../../../lib/request/api-query.ts';
import type { ApiResult } from '../../../lib/request/request-types.ts';

export async function readData<S extends z.ZodType>(
  pending: Promise<ApiResult<unknown>>,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(unwrap(await pending));
  if (!parsed.success) throw new ApiRequestError(internalServerError());
  return parsed.data;
}
