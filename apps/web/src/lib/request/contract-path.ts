/**
 * The shared contracts (packages/shared/src/api, .../engagement/api-*.ts) write paths with their '/api' prefix; the
 * request client already points at the API base, so calls send the rest. One place for every feature's fetchers.
 */
import type { z } from 'zod';
import { apiClient } from './api-client.ts';
import { callApi } from './call-api.ts';

export function apiPath(contractPath: string): string {
  return contractPath.replace(/^\/api\//, '');
}

/** GET a contract path and parse the envelope's data with the contract's schema. */
export function getContract<S extends z.ZodType>(
  contractPath: string,
  schema: S,
  params?: Record<string, string>,
  signal?: AbortSignal,
  client = apiClient,
): Promise<z.output<S>> {
  return callApi(
    client.get(apiPath(contractPath), {
      ...(params ? { params } : {}),
      ...(signal ? { signal } : {}),
    }),
    schema,
  );
}
