/**
 * GET /api/v3/events/high_priority: high_priority_events and recently_published_events. The bell nudges when the
 * recently published ids differ from the ones stored at the last drawer opening (spec 01 "Header widgets").
 */
import { useQuery } from '@tanstack/react-query';
import { highPriorityEventsSchema, NotificationPaths } from '@katana/shared/engagement/api-notifications';
import type { z } from 'zod';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { notificationKeys, type ViewerId } from './paths.ts';

export type HighPriorityEvents = z.infer<typeof highPriorityEventsSchema>;

export function getHighPriorityEvents(client = apiClient, signal?: AbortSignal): Promise<HighPriorityEvents> {
  return callApi(
    client.get(apiPath(NotificationPaths.highPriorityEvents), signal ? { signal } : {}),
    highPriorityEventsSchema,
  );
}

export function useHighPriorityEvents(viewer: ViewerId, enabled = true) {
  return useQuery<HighPriorityEvents, ApiRequestError>({
    queryKey: notificationKeys.highPriorityEvents(viewer),
    queryFn: ({ signal }) => getHighPriorityEvents(apiClient, signal),
    enabled,
    // A failed call only means no nudge: nothing to retry for.
    retry: false,
  });
}
