/**
 * EXP (spec 02): ledger, daily goal, boosters, levels and policies, streaks.
 * Seeds the default level thresholds and enabler policies (missing rows only) and registers the EXP and streak
 * routes. Awards themselves happen inside the transactions that earn them (awardExp, the verdict hook).
 */
import fp from 'fastify-plugin';
import { experienceRoutes } from '../../routes/api/experience/experience.routes.ts';
import { streaksRoutes } from '../../routes/api/experience/streaks.routes.ts';
import { createStreakService } from '../streaks/streak.service.ts';
import { createExperienceService } from './experience.service.ts';
import { seedLevelPolicies } from './level-policies.ts';

export default fp(
  async (app) => {
    await seedLevelPolicies(app.db);
    const experience = createExperienceService(app.db);
    const streaks = createStreakService(app.db);
    // A booster applied in a request recorded its toast in that request's transaction: push it now.
    const deliver = async (userId: number) => {
      try {
        await app.notifications.deliver(userId);
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message }, userId }, 'experience: delivery failed');
      }
    };
    await app.register(experienceRoutes(experience, deliver));
    await app.register(streaksRoutes(streaks, experience));
  },
  {
    name: 'experience',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'notifications'],
  },
);
