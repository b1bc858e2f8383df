/**
 * /api/v1/events (issue #17; contract and paths in @katana/shared/api/events). Anonymous callers may read the
 * list, an event and its calendar file; registering, unregistering and the "add calendar event" call need a
 * signed-in user (401, code 101).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  EVENT_NOT_FOUND_MESSAGE,
  EventPaths,
  eventBodySchema,
  eventCalendarSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  eventParamsSchema,
} from '@katana/shared/api/events';
import { eventIcs, eventIcsFileName } from './event-calendar.ts';
import type { EventsService } from './events.service.ts';

const responses = {
  ...validatedErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in: code 101'),
  404: errorEnvelopeSchema.describe('No such event'),
  409: errorEnvelopeSchema.describe('Not possible now (ended, started, not registered)'),
};
const tags = ['events'];
const userId = (request: FastifyRequest) => request.user?.id ?? null;

const eventsRoute: FastifyPluginAsyncZod<{ service: EventsService }> = async (app, { service }) => {
  const signedIn = { onRequest: app.requireUser };

  app.get(
    EventPaths.list,
    {
      schema: {
        tags,
        summary: 'Events by category, upcoming (soonest first) or past (newest first)',
        querystring: eventListQuerySchema,
        response: { 200: successEnvelopeSchema(eventListSchema), ...responses },
      },
    },
    async (request) => ok(await service.list(userId(request), request.query)),
  );

  app.get(
    EventPaths.detail,
    {
      schema: {
        tags,
        summary: 'An event with the caller’s registration',
        params: eventParamsSchema,
        response: { 200: successEnvelopeSchema(eventDetailSchema), ...responses },
      },
    },
    async (request) => ok(await service.detail(userId(request), request.params.slug)),
  );

  for (const [path, summary, action] of [
    [EventPaths.register, 'Register for an event', service.register],
    [EventPaths.unregister, 'Unregister before the event starts', service.unregister],
  ] as const) {
    app.post(
      path,
      {
        ...signedIn,
        schema: {
          tags,
          summary,
          body: eventBodySchema,
          response: { 200: successEnvelopeSchema(eventDetailSchema), ...responses },
        },
      },
      async (request) => ok(await action(request.user!.id, request.body.event_id)),
    );
  }

  app.post(
    EventPaths.addCalendarEvent,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add calendar event: the address of the event’s .ics file',
        body: eventBodySchema,
        response: { 200: successEnvelopeSchema(eventCalendarSchema), ...responses },
      },
    },
    async (request) => ok(await service.calendarEvent(request.body.event_id)),
  );

  app.get(
    EventPaths.calendar,
    { schema: { tags, summary: 'The event as a calendar file (text/calendar)', params: eventParamsSchema } },
    async (request, reply) => {
      const event = await service.findBySlug(request.params.slug);
      if (!event)
        return reply
          .code(404)
          .send({ status: 404, error: { code: ErrorCode.NOT_FOUND, message: EVENT_NOT_FOUND_MESSAGE } });
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${eventIcsFileName(event)}"`)
        .send(eventIcs(event, origin, app.config.brandName));
    },
  );
};

export default eventsRoute;
