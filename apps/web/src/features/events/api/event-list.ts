/** GET /api/v1/events?category&when&page: a page of the calendar with the viewer's registrations. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EventPaths, eventListSchema, type EventList } from '@katana/shared/api/events';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { eventKeys } from './event-keys.ts';

export type EventListParams = Record<string, string>;

function fetchEvents(params: EventListParams, client = apiClient) {
  return callApi(client.get(apiPath(EventPaths.list), { params }), eventListSchema);
}

export function useEventList(params: EventListParams, viewer: number | null) {
  return useQuery<EventList, ApiRequestError>({
    queryKey: eventKeys.list(params, viewer),
    queryFn: () => fetchEvents(params),
    placeholderData: keepPreviousData,
  });
}
