/**
 * EXP (spec 02): ledger, daily goal, boosters, levels and policies, streaks.
 * Seeds the default level thresholds and enabler policies (missing rows only) and registers the EXP and streak
 * routes. Awards themselves happen inside the transactions that earn them (awardExp, the verdict hook); the
 * welcome bonus is awarded when the sign-in service reports a new account.
 */
import fp from 'fastify-plugin';
import experienceRoutes from './experience.routes.ts';
import streaksRoutes from '../streaks/streaks.routes.ts';
import { createStreakService } from '../streaks/streak.service.ts';
import { createExperienceService } from './experience.service.ts';
import { seedLevelPolicies } from './level-policies.ts';
import { awardWelcomeBonus } from './welcome-bonus.ts';

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
    // Every new account gets its welcome bonus before its first session is returned, so the page that loads
    // after the login finds the toast in unread_toasts. A failure is logged by the sign-in service.
    app.auth.signIn.onAccountCreated(async (user) => {
      const awarded = await awardWelcomeBonus(app.db, {
        userId: user.id,
        at: new Date(),
        brandName: app.config.brandName,
      });
      if (awarded) await deliver(user.id);
    });
    await app.register(experienceRoutes, { service: experience, afterAward: deliver });
    await app.register(streaksRoutes, { streaks, experience });
  },
  {
    name: 'experience',
    dependencies: ['database', 'auth', 'realtime', 'submissions', 'notifications'],
  },
);
