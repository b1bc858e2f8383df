/** Search as an app plugin: the search service over the index, read through practice's access policy. */
import fp from 'fastify-plugin';
import { createSearchRepository } from './search.repository.ts';
import searchRoutes from './search.routes.ts';
import { createSearchService } from './search.service.ts';

export default fp(
  async (app) => {
    const service = createSearchService({
      repo: createSearchRepository(app.db),
      problemAccess: app.problemAccess,
    });
    await app.register(searchRoutes, { service });
  },
  { name: 'search', dependencies: ['database', 'auth', 'problem-access'] },
);
