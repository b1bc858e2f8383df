/**
 * Goals (issue 14; contract @katana/shared/api/goals; content content/goals/README.md). Registers the routes;
 * content/goals/*.yaml is imported by startServer (server.ts) and `katana seed`, after the guided paths whose
 * modules and articles the goals name.
 */
import fp from 'fastify-plugin';
import goalsRoute from './goals.routes.ts';
import { createGoalsService } from './goals.service.ts';

export default fp(
  async (app) => {
    const service = createGoalsService({
      db: app.db,
      deliver: (userId) => app.notifications.deliver(userId),
    });
    await app.register(goalsRoute, { service });
  },
  { name: 'goals', dependencies: ['database', 'auth', 'notifications', 'guided-paths'] },
);
