/**
 * The dashboard's calls go to the shared contract's paths (written with the /api prefix the client adds). Query
 * keys carry the viewer, so one user's numbers are never shown to the next user of the same tab.
 */
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export type ViewerId = number | null;

export const DASHBOARD_KEY = 'dashboard';

export const dashboardKeys = {
  all: [DASHBOARD_KEY] as const,
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => [DASHBOARD_KEY, viewer, name, ...rest] as const,
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
