/** POST /api/v3/boosters/apply_delayed?booster_log_id: activates an unlocked delayed booster; answers the new summary. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExperiencePaths,
  experienceSummarySchema,
  type ExperienceSummary,
} from '@katana/shared/engagement/api-experience';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { experienceSummaryKey } from '../../../lib/api/experience-summary.ts';
import { experienceKeys, type ViewerId } from './query-keys.ts';

export function applyDelayedBooster(boosterLogId: number, client = apiClient): Promise<ExperienceSummary> {
  return callApi(
    client.request(apiPath(ExperiencePaths.applyDelayedBooster), {
      method: 'POST',
      params: { booster_log_id: boosterLogId },
    }),
    experienceSummarySchema,
  );
}

/** On success the summary (points and the booster queue) is the server's answer, and the boosters list reloads. */
export function useApplyDelayedBooster(viewer: ViewerId, onApplied: (summary: ExperienceSummary) => void) {
  const queryClient = useQueryClient();
  return useMutation<ExperienceSummary, ApiRequestError, number>({
    mutationFn: (id) => applyDelayedBooster(id),
    onSuccess(summary) {
      queryClient.setQueryData(experienceSummaryKey(viewer), summary);
      void queryClient.invalidateQueries({ queryKey: experienceKeys.boosters(viewer) });
      onApplied(summary);
    },
  });
}
