/** GET /api/v1/problem-of-the-day/archive: the last 30 days with solved marks and the POTD streak (signed in). */
import { useQuery } from '@tanstack/react-query';
import {
  potdArchiveSchema,
  ProblemOfTheDayPaths,
  type PotdArchive,
} from '@katana/shared/api/problem-of-the-day';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { potdKeys, type ViewerId } from './query-keys.ts';

export function getArchive(client = apiClient, signal?: AbortSignal): Promise<PotdArchive> {
  return callApi(
    client.get(apiPath(ProblemOfTheDayPaths.archive), signal ? { signal } : {}),
    potdArchiveSchema,
  );
}

export function useArchive(viewer: ViewerId | null) {
  return useQuery<PotdArchive, ApiRequestError>({
    queryKey: potdKeys.archive(viewer ?? 'none'),
    queryFn: ({ signal }) => getArchive(apiClient, signal),
    enabled: viewer !== null,
    refetchOnWindowFocus: false,
  });
}
