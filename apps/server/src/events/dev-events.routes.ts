/**
 * Dev-only (NODE_ENV=test or KATANA_DEV_ROUTES=true, loopback clients only), for e2e: POST /api/dev/events creates
 * an event starting `starts_in_seconds` from now; POST /api/dev/events/reminders runs the reminder sweep now, or as
 * if `in_seconds` had passed, so a test sees a reminder without waiting a day.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { EventPaths, devEventBodySchema, devEventRemindersBodySchema } from '@katana/shared/api/events';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { createEvent } from './event-admin.ts';
import type { EventRemindersService } from './event-reminders.service.ts';

const devEventsRoute: FastifyPluginAsyncZod<{ reminders: EventRemindersService }> = async (
  app,
  { reminders },
) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(EventPaths.devCreate, { schema: { hide: true, body: devEventBodySchema } }, async (request) => {
    const body = request.body;
    const startAt = new Date(Date.now() + body.starts_in_seconds * 1000);
    const row = await createEvent(app.db, {
      title: body.title,
      slug: `${body.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${Date.now().toString(36)}`,
      kind: body.kind,
      description: body.description,
      startAt,
      endAt: new Date(startAt.getTime() + body.duration_minutes * 60_000),
      highPriority: body.high_priority,
      source: 'dev',
    });
    return ok({ id: row.id, slug: row.slug });
  });
  app.post(
    EventPaths.devReminders,
    { schema: { hide: true, body: devEventRemindersBodySchema } },
    async (request) => ok(await reminders.sweep(new Date(Date.now() + request.body.in_seconds * 1000))),
  );
};

export default devEventsRoute;
