/**
 * The events API contract (issue #17; spec 03 §7 "unregister", "add calendar event" by event_id; spec 01 §2 /events
 * routes). Paths are ours (the spec keeps them behind constants); wire names follow the spec where it names them.
 *
 *   GET  /api/v1/events?category&when&page&page_size   list: upcoming soonest first, past newest first  -> eventList
 *   GET  /api/v1/events/:slug                          detail with the caller's registration            -> eventDetail
 *   POST /api/v1/events/register            { event_id }  register before the event ends                -> eventDetail
 *   POST /api/v1/events/unregister          { event_id }  unregister before the start                   -> eventDetail
 *   POST /api/v1/events/add_calendar_event  { event_id }  the calendar file's address and name          -> eventCalendar
 *   GET  /api/v1/events/:slug/calendar.ics                 the event as an .ics file (text/calendar)
 *
 * Dev only (NODE_ENV=test or KATANA_DEV_ROUTES=true, loopback clients only), for e2e: POST /api/dev/events
 * (devEventBody) creates an event; POST /api/dev/events/reminders { in_seconds } runs the reminder sweep as if that
 * much time had passed.
 */
import { z } from 'zod';
import {
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_KINDS,
  EVENT_TITLE_MAX,
} from '../events/event-kinds.ts';

export const EventPaths = {
  list: '/api/v1/events',
  detail: '/api/v1/events/:slug',
  register: '/api/v1/events/register',
  unregister: '/api/v1/events/unregister',
  addCalendarEvent: '/api/v1/events/add_calendar_event',
  calendar: '/api/v1/events/:slug/calendar.ics',
  devCreate: '/api/dev/events',
  devReminders: '/api/dev/events/reminders',
} as const;

export const eventCalendarPath = (slug: string) =>
  EventPaths.calendar.replace(':slug', encodeURIComponent(slug));

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export const EVENT_PAGE_SIZE_DEFAULT = 20;
export const EVENT_PAGE_SIZE_MAX = 50;

export const eventKindSchema = z.enum(EVENT_KINDS);
export const eventCategorySchema = z.enum(EVENT_CATEGORIES);

export const eventParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const eventListQuerySchema = z.object({
  category: eventCategorySchema.optional(),
  when: z.enum(EVENT_WHEN).default('upcoming'),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(EVENT_PAGE_SIZE_MAX, `At most ${EVENT_PAGE_SIZE_MAX} per page.`)
    .default(EVENT_PAGE_SIZE_DEFAULT),
});

export const eventBodySchema = z.object({ event_id: z.coerce.number().int().positive() });

export const eventSummarySchema = z.object({
  id: z.number().int().describe('The event_id of register, unregister and add calendar event'),
  slug: z.string(),
  title: z.string(),
  kind: eventKindSchema,
  category: eventCategorySchema,
  summary: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Where it happens: a place, or "Online". */
  location: z.string(),
  high_priority: z.boolean(),
  registered_count: z.number().int(),
  /** null for anonymous callers. */
  registered: z.boolean().nullable(),
  /** upcoming (not started), live (started, not ended), ended. */
  status: z.enum(['upcoming', 'live', 'ended']),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListSchema = z.object({
  events: z.array(eventSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description_html: z.string(),
  /** The address to join (shown to registered learners once it is set), or null. */
  join_url: z.string().nullable(),
  host: z.string().nullable(),
  can_register: z.boolean(),
  can_unregister: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventCalendarSchema = z.object({ ics_url: z.string(), file_name: z.string() });
export type EventCalendar = z.infer<typeof eventCalendarSchema>;

export const devEventBodySchema = z.object({
  title: z.string().trim().min(1).max(EVENT_TITLE_MAX),
  kind: eventKindSchema.default('WEBINAR'),
  description: z.string().max(EVENT_DESCRIPTION_MAX).default(''),
  starts_in_seconds: z.number().int(),
  duration_minutes: z.number().int().positive().default(60),
  high_priority: z.boolean().default(false),
});
export const devEventRemindersBodySchema = z.object({ in_seconds: z.number().int().min(0).default(0) });

export const EVENT_NOT_FOUND_MESSAGE = 'No such event.';
