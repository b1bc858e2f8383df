/**
 * The job board (issue 17; contract @katana/shared/api/jobs; content content/jobs/README.md). Registers the routes
 * and the server-rendered head of /jobs/:slug (404 for an unknown or expired post). Outside tests,
 * content/jobs/*.yaml is imported at start (server.ts).
 */
import fp from 'fastify-plugin';
import jobsRoutes from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';

export default fp(
  async (app) => {
    const service = createJobsService({ db: app.db });
    await app.register(jobsRoutes, { service });
    app.pageResolvers.register('job-detail', async ({ slug }) => (slug ? service.pageHead(slug) : null));
  },
  { name: 'jobs', dependencies: ['database', 'page-resolvers'] },
);
