/** POST /api/v1/events/register and /unregister { event_id }: both answer the updated event. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  EventPaths,
  eventDetailSchema,
  type EventDetail,
  type eventBodySchema,
} from '@katana/shared/api/events';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { HIGH_PRIORITY_EVENTS_KEY, eventKeys } from './event-keys.ts';

function setRegistration(eventId: number, register: boolean): Promise<EventDetail> {
  const body: z.input<typeof eventBodySchema> = { event_id: eventId };
  return callApi(
    apiClient.post(apiPath(register ? EventPaths.register : EventPaths.unregister), body),
    eventDetailSchema,
  );
}

export function useSetEventRegistration(slug: string, viewer: number | null) {
  const queries = useQueryClient();
  return useMutation<EventDetail, ApiRequestError, { eventId: number; register: boolean }>({
    mutationFn: ({ eventId, register }) => setRegistration(eventId, register),
    onSuccess: (detail) => {
      queries.setQueryData(eventKeys.detail(slug, viewer), detail);
      void queries.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] });
      void queries.invalidateQueries({ queryKey: HIGH_PRIORITY_EVENTS_KEY });
    },
  });
}
