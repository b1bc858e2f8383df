/**
 * Community (spec 02 "Follow"): decorates `app.follow` (the service), feeds the Friends leaderboard scope from the
 * follow relation, and registers the follow routes.
 */
import fp from 'fastify-plugin';
import { createFollowRepository } from './follow.repository.ts';
import { createFollowService, type FollowService } from './follow.service.ts';
import { followRoutes } from './follow.routes.ts';

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
    await app.register(
      followRoutes(service, (userId) => app.notifications.deliver(userId, { inboxOnly: true })),
    );
  },
  {
    name: 'community',
    dependencies: ['database', 'auth', 'notifications', 'leaderboard'],
  },
);
