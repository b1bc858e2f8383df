/**
 * Community (spec 02 "Follow", "NPS survey", "Referral banner"): decorates `app.follow` (the service), feeds the
 * Friends leaderboard scope from the follow relation, and registers the follow, NPS and referral routes; a new
 * account made after following an invite link records its referral.
 */
import fp from 'fastify-plugin';
import { REFERRER_COOKIE } from '@katana/shared/engagement/api-community';
import { createFollowRepository } from './follow.repository.ts';
import { createFollowService, type FollowService } from './follow.service.ts';
import followRoutes from './follow.routes.ts';
import { createNpsRepository } from './nps.repository.ts';
import npsRoutes from './nps.routes.ts';
import { createNpsService } from './nps.service.ts';
import { createReferralRepository } from './referral.repository.ts';
import referralRoutes from './referral.routes.ts';
import { createReferralService } from './referral.service.ts';
import contributorRoutes from './contributor.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    follow: FollowService;
  }
}

export default fp(
  async (app) => {
    const service = createFollowService({ db: app.db, repo: createFollowRepository(app.db) });
    app.decorate('follow', service);
    app.leaderboard.setFollowees(service.followees);
    await app.register(followRoutes, {
      service,
      deliver: (userId) => app.notifications.deliver(userId, { inboxOnly: true }),
    });
    await app.register(npsRoutes, {
      service: createNpsService({ db: app.db, repo: createNpsRepository(app.db) }),
    });
    const referral = createReferralService({ repo: createReferralRepository(app.db) });
    // The invite cookie names the referrer of the account it creates; a failure is logged by the sign-in service.
    app.auth.signIn.onAccountCreated((user, ctx) =>
      referral.recordSignUp(user.id, ctx.cookies?.[REFERRER_COOKIE]),
    );
    await app.register(referralRoutes, { service: referral, publicUrl: app.config.publicUrl });
    await app.register(contributorRoutes);
  },
  {
    name: 'community',
    dependencies: ['database', 'auth', 'notifications', 'leaderboard'],
  },
);
