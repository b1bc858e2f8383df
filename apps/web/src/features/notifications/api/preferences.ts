/**
 * The notification settings calls: GET/POST /api/v4/notification_preferences (scope STUDIO: which kinds show in the
 * app; a kind missing from data is on), GET/POST /api/v1/notification_preferences/email (the digest frequency and
 * the kinds it includes) and POST /api/v1/notification_preferences/unsubscribe?token (an e-mail's link, no sign-in).
 * A save answers the stored preferences, which replace the cached ones.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  emailPreferencesSchema,
  NotificationPaths,
  notificationPreferencesSchema,
  unsubscribedSchema,
  type EmailPreferences,
  type emailPreferencesBodySchema,
} from '@katana/shared/engagement/api-notifications';
import {
  NOTIFICATION_PREFERENCES_SCOPE,
  type NotificationKind,
} from '@katana/shared/engagement/notifications';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { notificationKeys, type ViewerId } from './paths.ts';

type InAppPreferences = Partial<Record<NotificationKind, boolean>>;
type EmailUpdate = z.input<typeof emailPreferencesBodySchema>;

export function useInAppPreferences(viewer: ViewerId) {
  return useQuery<InAppPreferences, ApiRequestError>({
    queryKey: notificationKeys.preferences(viewer),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          apiClient.get(apiPath(NotificationPaths.preferences), {
            params: { scope: NOTIFICATION_PREFERENCES_SCOPE },
            ...(signal ? { signal } : {}),
          }),
          notificationPreferencesSchema,
        )
      ).data,
  });
}

export function useSaveInAppPreference(viewer: ViewerId) {
  const queryClient = useQueryClient();
  return useMutation<InAppPreferences, ApiRequestError, InAppPreferences>({
    mutationFn: async (data) =>
      (
        await callApi(
          apiClient.request(apiPath(NotificationPaths.preferences), {
            method: 'POST',
            body: { scope: NOTIFICATION_PREFERENCES_SCOPE, data },
          }),
          notificationPreferencesSchema,
        )
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.preferences(viewer), data);
      // What the drawer and the bell count show depends on these.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(viewer) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(viewer) });
    },
  });
}

export function useEmailPreferences(viewer: ViewerId) {
  return useQuery<EmailPreferences, ApiRequestError>({
    queryKey: notificationKeys.emailPreferences(viewer),
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(apiPath(NotificationPaths.emailPreferences), signal ? { signal } : {}),
        emailPreferencesSchema,
      ),
  });
}

export function useSaveEmailPreferences(viewer: ViewerId) {
  const queryClient = useQueryClient();
  return useMutation<EmailPreferences, ApiRequestError, EmailUpdate>({
    mutationFn: (body) =>
      callApi(
        apiClient.request(apiPath(NotificationPaths.emailPreferences), { method: 'POST', body }),
        emailPreferencesSchema,
      ),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.emailPreferences(viewer), data),
  });
}

export function useUnsubscribe() {
  return useMutation<z.infer<typeof unsubscribedSchema>, ApiRequestError, string>({
    mutationFn: (token) =>
      callApi(
        apiClient.request(apiPath(NotificationPaths.unsubscribe), { method: 'POST', params: { token } }),
        unsubscribedSchema,
      ),
  });
}
