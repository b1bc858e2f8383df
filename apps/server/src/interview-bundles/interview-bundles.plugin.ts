/**
 * Interview bundles (issue 15; contract @katana/shared/api/interview-bundles; content
 * content/interview-bundles/README.md). Decorates nothing: registers the routes and the server-rendered head of
 * /interview-bundle/:slug (404 for an unknown slug). Outside tests, content/interview-bundles/* is imported at start
 * (server.ts, after the catalogue). Problems are read through practice's access policy.
 */
import fp from 'fastify-plugin';
import interviewBundlesRoute from './interview-bundles.routes.ts';
import { createInterviewBundlesService } from './interview-bundles.service.ts';

export default fp(
  async (app) => {
    const service = createInterviewBundlesService({
      db: app.db,
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer)(),
    });
    await app.register(interviewBundlesRoute, { service });
    app.pageResolvers.register('interview-bundle-detail', async ({ slug }) =>
      slug ? service.pageHead(slug) : null,
    );
  },
  {
    name: 'interview-bundles',
    dependencies: ['database', 'auth', 'problem-access', 'page-resolvers'],
  },
);
