/**
 * Contest participation EXP (contest-participation-exp.service.ts): decorates `app.contestParticipationExp` and
 * runs its sweep on every node every CONTEST_RATING_SWEEP_SECONDS (the contests' one "look for ended contests"
 * interval; 0 turns it off, as under tests, which call sweep() themselves). Unlike the rating sweeper it runs
 * whether or not CONTEST_RATING_ENABLED is set: participation is rewarded in rated and unrated contests alike.
 */
import fp from 'fastify-plugin';
import { startPeriodicSweep } from '../plugins/app/periodic-sweep.ts';
import {
  createContestParticipationExpService,
  type ContestParticipationExpService,
} from './contest-participation-exp.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contestParticipationExp: ContestParticipationExpService;
  }
}

export default fp(
  async (app) => {
    const service = createContestParticipationExpService({
      db: app.db,
      deliver: (userId) => app.notifications.deliver(userId),
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('contestParticipationExp', service);

    startPeriodicSweep(app, {
      intervalMs: app.config.contestRating.sweepIntervalMs,
      run: () => service.sweep(),
      report: (result) => {
        if (result.awarded.length > 0)
          app.log.info({ awards: result.awarded.length }, 'contest participation EXP awarded');
      },
      failureMessage: 'contest participation EXP sweep failed',
    });
  },
  {
    name: 'contest-participation-exp',
    dependencies: ['database', 'notifications', 'experience', 'contests'],
  },
);
