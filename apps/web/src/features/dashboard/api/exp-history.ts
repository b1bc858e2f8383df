/** GET /api/v4/experience/history?page&date&limit: the EXP a learner earned on one IST day (limit 20 a page). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ExperiencePaths, expHistoryPageSchema } from '@katana/shared/engagement/api-experience';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { getContract } from '../../../lib/request/contract-path.ts';
import { dashboardKeys, type ViewerId } from './paths.ts';

export type ExpHistoryPage = z.infer<typeof expHistoryPageSchema>;

export function useExpHistoryOn(viewer: ViewerId, date: string, page = 1) {
  const params = { date, page: String(page) };
  return useQuery<ExpHistoryPage, ApiRequestError>({
    queryKey: dashboardKeys.of(viewer, 'exp-history', params),
    queryFn: ({ signal }) => getContract(ExperiencePaths.historyV4, expHistoryPageSchema, params, signal),
    enabled: viewer !== null,
  });
}
