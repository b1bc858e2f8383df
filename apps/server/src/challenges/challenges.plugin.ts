/**
 * Monthly challenges (issue 17; contract @katana/shared/api/challenges; content content/challenges/README.md).
 * Registers the routes and the server-rendered head of /challenges/:slug (404 for an unknown slug). Solves are
 * counted by challengeSubmissionHook (judged-submission-hooks.ts). Outside tests, content/challenges/*.yaml is
 * imported at start (server.ts, after the catalogue).
 */
import fp from 'fastify-plugin';
import { createChallengeCardCache } from './challenge-card.ts';
import challengesRoutes from './challenges.routes.ts';
import { createChallengesService } from './challenges.service.ts';
import devChallengesRoute from './dev-challenges.routes.ts';

export default fp(
  async (app) => {
    const service = createChallengesService({ db: app.db });
    await app.register(challengesRoutes, {
      service,
      cards: createChallengeCardCache(),
      brand: app.config.brandName,
    });
    if (app.config.devRoutes) await app.register(devChallengesRoute);
    app.pageResolvers.register('challenge-detail', async ({ slug }) =>
      slug ? service.pageHead(slug) : null,
    );
  },
  { name: 'challenges', dependencies: ['database', 'auth', 'page-resolvers'] },
);
