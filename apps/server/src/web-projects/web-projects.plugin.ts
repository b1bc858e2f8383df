/**
 * Web-development projects (issue 18; contract @katana/shared/api/web-projects; content
 * content/web-projects/README.md). Decorates nothing: registers the routes and the server-rendered heads of
 * /web-development/:slug, its finished page and its editor (404 for an unknown slug). Outside tests, content/web-projects/*.yaml is imported at start
 * (prepare-data.ts, after the catalogue). Step problems are read through practice's access policy.
 */
import fp from 'fastify-plugin';
import webProjectsRoute from './web-projects.routes.ts';
import { createWebProjectsService } from './web-projects.service.ts';

export default fp(
  async (app) => {
    const service = createWebProjectsService({
      db: app.db,
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer)(),
    });
    await app.register(webProjectsRoute, { service });
    const head = async ({ slug }: { slug?: string }) => (slug ? service.pageHead(slug) : null);
    app.pageResolvers.register('web-dev-project-detail', head);
    app.pageResolvers.register('web-project-editor', head);
  },
  { name: 'web-projects', dependencies: ['database', 'auth', 'problem-access', 'page-resolvers'] },
);
