/**
 * Practice's access policy as an app plugin: decorates `app.problemAccess` (problem-access.ts). Registered before
 * practice's own plugins, which read through it, and before contests and test series, which register their policies
 * with it.
 */
import fp from 'fastify-plugin';
import { createProblemAccess, type ProblemAccess } from './problem-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    problemAccess: ProblemAccess;
  }
}

export default fp(
  async (app) => {
    app.decorate('problemAccess', createProblemAccess({ db: app.db }));
  },
  { name: 'problem-access', dependencies: ['database'] },
);
