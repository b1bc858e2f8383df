/**
 * POST /api/v1/events/add_calendar_event { event_id } (spec 03 §7 "add calendar event"): answers where the event's
 * .ics file is; the page then downloads it.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  EventPaths,
  eventCalendarSchema,
  type EventCalendar,
  type eventBodySchema,
} from '@katana/shared/api/events';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export function useAddCalendarEvent() {
  return useMutation<EventCalendar, ApiRequestError, number>({
    mutationFn: (eventId) => {
      const body: z.input<typeof eventBodySchema> = { event_id: eventId };
      return callApi(apiClient.post(apiPath(EventPaths.addCalendarEvent), body), eventCalendarSchema);
    },
  });
}
