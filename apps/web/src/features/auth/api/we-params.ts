/** POST /api/v2/users/we_params: the product-updates opt-in of the initial form (spec 01 §5). */
import { emptyResponseSchema, weParamsBodySchema } from '@katana/shared/api/auth';
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from './call-api.ts';

export const WE_PARAMS_PATH = 'v2/users/we_params';
export type WeParamsBody = z.infer<typeof weParamsBodySchema>;

export function setWeParams(body: WeParamsBody, client = apiClient): Promise<unknown> {
  return callApi(client.post(WE_PARAMS_PATH, body, { loadingBar: false }), emptyResponseSchema);
}
