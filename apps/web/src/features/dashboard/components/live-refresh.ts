/**
 * Keeps the dashboard's numbers live: every reward toast on the ninjutsu_room (EXP added, level up, rank upgrade,
 * streak) means some of them changed, so the dashboard's queries and the engagement answers it shares with the
 * header widgets are read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { TOAST_SOCKET_EVENT } from '@katana/shared/engagement/api-notifications';
import { engagementKeys } from '../../../lib/api/engagement-keys.ts';
import { useSocketEvent } from '../../../lib/realtime/realtime-context.tsx';
import { DASHBOARD_KEY, type ViewerId } from '../api/paths.ts';

export function useLiveRefresh(viewer: ViewerId): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY, viewer] });
    void queryClient.invalidateQueries({ queryKey: engagementKeys.all(viewer) });
  };
  useSocketEvent(TOAST_SOCKET_EVENT, refresh, refresh);
}
