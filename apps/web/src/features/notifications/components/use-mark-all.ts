/** "Mark all as read": one call, then the inbox is read again so every item shows as read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from '../api/mark-read.ts';
import { notificationKeys, type ViewerId } from '../api/paths.ts';

export function useMarkAll(viewer: ViewerId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unreadCount(viewer), 0);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(viewer) });
    },
  });
}
