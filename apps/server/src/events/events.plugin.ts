/**
 * Events (issue #17; contract @katana/shared/api/events; content content/events/README.md). Registers the routes,
 * the server-rendered head of /events/:slug (404 for an unknown slug) and the reminder sweep, run on every node
 * every CONTEST_RATING_SWEEP_SECONDS (the app's one periodic interval; 0 turns it off, as under tests, which call
 * sweep() through `app.eventReminders` or the dev route).
 */
import fp from 'fastify-plugin';
import { startPeriodicSweep } from '../plugins/app/periodic-sweep.ts';
import devEventsRoute from './dev-events.routes.ts';
import { createEventRemindersService, type EventRemindersService } from './event-reminders.service.ts';
import eventsRoute from './events.routes.ts';
import { createEventsService } from './events.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventReminders: EventRemindersService;
  }
}

export default fp(
  async (app) => {
    const service = createEventsService({ db: app.db });
    const reminders = createEventRemindersService({
      db: app.db,
      deliver: (userId) => app.notifications.deliver(userId),
      send: (mail) => app.auth.mailer.send(mail),
      baseUrl: (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/$/, ''),
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('eventReminders', reminders);
    startPeriodicSweep(app, {
      intervalMs: app.config.contestRating.sweepIntervalMs,
      run: () => reminders.sweep(),
      report: (result) => {
        if (result.sent.length > 0) app.log.info({ reminders: result.sent.length }, 'event reminders sent');
      },
      failureMessage: 'event reminder sweep failed',
    });
    await app.register(eventsRoute, { service });
    app.pageResolvers.register('event-detail', async ({ slug }) => (slug ? service.pageHead(slug) : null));
    if (app.config.devRoutes) await app.register(devEventsRoute, { reminders });
  },
  { name: 'events', dependencies: ['database', 'auth', 'notifications', 'page-resolvers'] },
);
