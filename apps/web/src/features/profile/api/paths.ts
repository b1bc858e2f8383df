/** The profile's calls on the shared contract's paths, and query keys that carry the viewer and the profile. */
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export type ViewerId = number | null;

export const profileKeys = {
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => ['profile', viewer, name, ...rest] as const,
};

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
