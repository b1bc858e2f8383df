/** POST /api/v2/users/we_params: the product-updates opt-in of the initial form (spec 01 §5). */
import { AuthPaths, emptyResponseSchema, weParamsBodySchema } from '@katana/shared/api/auth';
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type WeParamsBody = z.infer<typeof weParamsBodySchema>;

export function setWeParams(body: WeParamsBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(apiPath(AuthPaths.weParams), body, { loadingBar: false }), emptyResponseSchema);
}
