/**
 * Every call goes to its endpoint's path in the shared contract (the paths tables of packages/shared/src/api and
 * .../engagement/api-*.ts, the same constants the server registers its routes with). The tables write paths with
 * their '/api' prefix and `:name` parameters; the request client already points at the API base, so calls send
 * the rest with the parameters filled in. One place for every feature's fetchers.
 */
import type { z } from 'zod';
import { fillPath, type PathArgs } from '@katana/shared/api/paths';
import { apiClient } from './api-client.ts';
import { callApi } from './call-api.ts';

/** `apiPath(CataloguePaths.code, { slug })` -> 'v1/problems/two-sum/code' (the slug URI-encoded). */
export function apiPath<P extends string>(contractPath: P, ...params: PathArgs<P>): string {
  return fillPath(contractPath, ...params).replace(/^\/api\//, '');
}

/** GET a contract path (parameters filled in, if any) and parse the envelope's data with the contract's schema. */
export function getContract<S extends z.ZodType>(
  contractPath: string,
  schema: S,
  params?: Record<string, string>,
  signal?: AbortSignal,
  client = apiClient,
): Promise<z.output<S>> {
  return callApi(
    client.get(contractPath.replace(/^\/api\//, ''), {
      ...(params ? { params } : {}),
      ...(signal ? { signal } : {}),
    }),
    schema,
  );
}
