/**
 * Reads one API result against the endpoint's zod schema from @katana/shared/api/practice-catalogue: the data when
 * it matches, else an `ApiRequestError` (the server's error, or 501 when the answer breaks the contract), which is
 * what TanStack Query's query and mutation functions expect.
 */
import type { z } from 'zod';
import { internalServerError } from '../../../lib/request/api-errors.ts';
import { ApiRequestError, unwrap } from '../../../lib/request/api-query.ts';
import type { ApiResult } from '../../../lib/request/request-types.ts';

export async function callApi<S extends z.ZodType>(pending: Promise<ApiResult<unknown>>, schema: S): Promise<z.output<S>> {
  const data = unwrap(await pending);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(internalServerError());
  return parsed.data;
}
