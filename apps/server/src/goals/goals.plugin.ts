/**
 * Goals (issue 14; contract @katana/shared/api/goals; content content/goals/README.md). Registers the routes and,
 * outside tests, imports content/goals/*.yaml at start, after the guided paths (whose modules and articles the
 * goals name; onReady hooks run in registration order, and this plugin depends on guided-paths).
 */
import fp from 'fastify-plugin';
import { importGoalsAtStart } from './goal-import.ts';
import goalsRoute from './goals.routes.ts';
import { createGoalsService } from './goals.service.ts';

export default fp(
  async (app) => {
    const service = createGoalsService({
      db: app.db,
      deliver: (userId) => app.notifications.deliver(userId),
    });
    await app.register(goalsRoute, { service });

    if (app.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        await importGoalsAtStart(app.db, app.log);
      });
    }
  },
  { name: 'goals', dependencies: ['database', 'auth', 'notifications', 'guided-paths'] },
);
