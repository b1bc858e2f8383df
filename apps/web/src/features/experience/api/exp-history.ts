/** GET /api/v2/experience/history?page&limit: the Exp History tab, 20 a page (spec 02 §7). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EXP_HISTORY_PAGE_LIMIT } from '@katana/shared/engagement/exp-awards';
import { ExperiencePaths, expHistoryPageSchema } from '@katana/shared/engagement/api-experience';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export type ExpHistoryPage = z.infer<typeof expHistoryPageSchema>;

export function getExpHistory(
  page: number,
  client = apiClient,
  signal?: AbortSignal,
): Promise<ExpHistoryPage> {
  return callApi(
    client.get(apiPath(ExperiencePaths.historyV2), {
      params: { page, limit: EXP_HISTORY_PAGE_LIMIT },
      ...(signal ? { signal } : {}),
    }),
    expHistoryPageSchema,
  );
}

export function useExpHistory(viewer: ViewerId, page: number) {
  return useQuery<ExpHistoryPage, ApiRequestError>({
    queryKey: experienceKeys.history(viewer, page),
    queryFn: ({ signal }) => getExpHistory(page, apiClient, signal),
    placeholderData: keepPreviousData,
  });
}
