/** Colleges as an app plugin: builds the service and registers its routes; `app.colleges` for the slices above. */
import fp from 'fastify-plugin';
import { createCollegeRepository } from './college.repository.ts';
import collegeRoutes from './college.routes.ts';
import { createCollegeService, type CollegeService } from './college.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Colleges (reference data): the profile and the campus pages read them through this. */
    colleges: CollegeService;
  }
}

export default fp(
  async (app) => {
    const service = createCollegeService({ repo: createCollegeRepository(app.db) });
    app.decorate('colleges', service);
    await app.register(collegeRoutes, { service });
  },
  { name: 'colleges', dependencies: ['database', 'auth'] },
);
