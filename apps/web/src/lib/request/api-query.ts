/**
 * TanStack Query on top of the request layer: `apiQuery` builds query options whose errors are `ApiRequestError`s,
 * and `RemoteResult` is the loading / success / error view screens switch on (spec 03 §8 "Results are exposed as
 * loading, success or error").
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { internalServerError } from './api-errors.ts';
import { apiClient } from './api-client.ts';
import type { RequestClient } from './request-client.ts';
import type { ApiError, ApiResult, HttpMethod, RequestOptions } from './request-types.ts';

export class ApiRequestError extends Error implements ApiError {
  readonly code: number;
  readonly status?: number;
  readonly fields?: Record<string, string>;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    if (error.status !== undefined) this.status = error.status;
    if (error.fields) this.fields = error.fields;
  }
}

/** The data of a successful result; a failed one throws, which is what TanStack Query expects of a query function. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.error);
}

export type ApiQueryOptions = Omit<RequestOptions, 'method' | 'body' | 'signal'> & { client?: RequestClient };

/** Query options for a GET: `useQuery(apiQuery<Problem[]>('v2/problems', { params: { page } }))`. */
export function apiQuery<T>(path: string, options: ApiQueryOptions = {}) {
  const { client = apiClient, ...request } = options;
  return queryOptions<T, ApiRequestError>({
    queryKey: ['api', path, request.params ?? {}, request.headers ?? {}],
    queryFn: async ({ signal }) => unwrap(await client.get<T>(path, { ...request, signal })),
  });
}

/** A mutation function for a write call: `useMutation({ mutationFn: apiMutationFn('POST', 'v2/users/logout') })`. */
export function apiMutationFn<TBody, T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string | ((body: TBody) => string),
  options: Omit<RequestOptions, 'method' | 'body'> & { client?: RequestClient } = {},
): (body: TBody) => Promise<T> {
  const { client = apiClient, ...request } = options;
  return async (body) => {
    const url = typeof path === 'function' ? path(body) : path;
    return unwrap(await client.request<T>(url, { ...request, method, body }));
  };
}

export type RemoteResult<T> =
  | { state: 'loading' }
  | { state: 'success'; data: T }
  | { state: 'error'; error: ApiError };

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) {
    const plain: ApiError = { code: error.code, message: error.message };
    if (error.status !== undefined) plain.status = error.status;
    if (error.fields) plain.fields = error.fields;
    return plain;
  }
  return internalServerError();
}

export function toRemoteResult<T>(query: Pick<UseQueryResult<T, unknown>, 'status' | 'data' | 'error'>): RemoteResult<T> {
  if (query.status === 'success') return { state: 'success', data: query.data as T };
  if (query.status === 'error') return { state: 'error', error: asApiError(query.error) };
  return { state: 'loading' };
}

export function useApiResult<T>(path: string, options?: ApiQueryOptions): RemoteResult<T> {
  return toRemoteResult(useQuery(apiQuery<T>(path, options)));
}
