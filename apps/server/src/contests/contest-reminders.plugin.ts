/**
 * Contest reminders (contest-reminders.service.ts): decorates `app.contestReminders` and runs its sweep on every
 * node every CONTEST_RATING_SWEEP_SECONDS (the contests' one periodic interval; 0 turns it off, as under tests,
 * which call sweep() themselves or through the dev route).
 */
import fp from 'fastify-plugin';
import { startPeriodicSweep } from '../plugins/app/periodic-sweep.ts';
import { createContestRemindersService, type ContestRemindersService } from './contest-reminders.service.ts';
import devContestRemindersRoute from './dev-contest-reminders.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contestReminders: ContestRemindersService;
  }
}

export default fp(
  async (app) => {
    const service = createContestRemindersService({
      db: app.db,
      deliver: (userId) => app.notifications.deliver(userId),
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('contestReminders', service);
    startPeriodicSweep(app, {
      intervalMs: app.config.contestRating.sweepIntervalMs,
      run: () => service.sweep(),
      report: (result) => {
        if (result.sent.length > 0) app.log.info({ reminders: result.sent.length }, 'contest reminders sent');
      },
      failureMessage: 'contest reminder sweep failed',
    });
    if (app.config.devRoutes) await app.register(devContestRemindersRoute, { service });
  },
  { name: 'contest-reminders', dependencies: ['database', 'notifications', 'contests'] },
);
