/** GET /api/v1/events/:slug: the event with the caller's registration. */
import { useQuery } from '@tanstack/react-query';
import { EventPaths, eventDetailSchema, type EventDetail } from '@katana/shared/api/events';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { eventKeys } from './event-keys.ts';

export function useEventDetail(slug: string, viewer: number | null) {
  return useQuery<EventDetail, ApiRequestError>({
    queryKey: eventKeys.detail(slug, viewer),
    queryFn: () => callApi(apiClient.get(apiPath(EventPaths.detail, { slug })), eventDetailSchema),
  });
}
