/** GET /api/v3/badges/rename-popup: whether the badge-rename notice is still to be shown (reads show_popup). */
import { useQuery } from '@tanstack/react-query';
import { badgeRenamePopupSchema, StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import type { ViewerId } from './query-keys.ts';

export function getBadgeRenamePopup(client = apiClient, signal?: AbortSignal): Promise<{ show_popup: boolean }> {
  return callApi(client.get(apiPath(StreakBadgePaths.renamePopup), signal ? { signal } : {}), badgeRenamePopupSchema);
}

export function useBadgeRenamePopup(viewer: ViewerId, enabled: boolean) {
  return useQuery<{ show_popup: boolean }, ApiRequestError>({
    queryKey: ['experience', viewer, 'badge-rename-popup'],
    queryFn: ({ signal }) => getBadgeRenamePopup(apiClient, signal),
    enabled,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
