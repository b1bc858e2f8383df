/**
 * Problem of the day as an app plugin: builds the service (`app.problemOfTheDay`, reading through practice's access
 * policy) and registers its routes.
 */
import fp from 'fastify-plugin';
import { createPotdRepository } from './potd.repository.ts';
import { createPotdService, type PotdService } from './potd.service.ts';
import potdRoutes from './potd.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    problemOfTheDay: PotdService;
  }
}

export default fp(
  async (app) => {
    const service = createPotdService({ repo: createPotdRepository(app.db), access: app.problemAccess });
    app.decorate('problemOfTheDay', service);
    await app.register(potdRoutes, { service });
  },
  { name: 'problem-of-the-day', dependencies: ['database', 'auth', 'problem-access'] },
);
