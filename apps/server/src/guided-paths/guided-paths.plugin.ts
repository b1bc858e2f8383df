/**
 * Guided paths (issue 14; contract @katana/shared/api/guided-paths; content content/guided-paths/README.md).
 * Decorates nothing: registers the routes, the server-rendered heads of /guided-paths/:slug and its classroom
 * (404 for an unknown slug), and, outside tests, imports content/guided-paths/* at start (after the catalogue import,
 * which runs before the app is built). Problem completion reads practice's learner state; module EXP on an accepted
 * submission is paid by guidedPathsSubmissionHook (judged-submission-hooks.ts, the composition root).
 */
import fp from 'fastify-plugin';
import devGuidedPathsRoute from './dev-guided-paths.routes.ts';
import guidedPathsRoute from './guided-paths.routes.ts';
import { createGuidedPathsService } from './guided-paths.service.ts';

export default fp(
  async (app) => {
    const service = createGuidedPathsService({
      db: app.db,
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer)(),
      deliver: (userId) => app.notifications.deliver(userId),
    });
    await app.register(guidedPathsRoute, { service });
    if (app.config.devRoutes) await app.register(devGuidedPathsRoute, { service });

    const head = async ({ slug }: Record<string, string>) => (slug ? service.pageHead(slug) : null);
    app.pageResolvers.register('guided-path-detail', head);
    app.pageResolvers.register('guided-path-classroom', async (params) => {
      const found = await head(params);
      return found ? { title: `${found.title} · Classroom`, description: found.description } : null;
    });
  },
  {
    name: 'guided-paths',
    dependencies: ['database', 'auth', 'problem-access', 'page-resolvers', 'notifications'],
  },
);
