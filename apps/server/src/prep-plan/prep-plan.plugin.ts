/**
 * The prep plan as an app plugin: builds the service over guided paths (the learner's items and their completion,
 * through practice's access policy) and flash cards (due and reviewed counts), and registers its routes.
 */
import fp from 'fastify-plugin';
import { flashCardPlanCounts } from '../flash-cards/index.ts';
import { learnerPathItems } from '../guided-paths/index.ts';
import { createPrepPlanRepository } from './prep-plan.repository.ts';
import prepPlanRoutes from './prep-plan.routes.ts';
import { createPrepPlanService } from './prep-plan.service.ts';

export default fp(
  async (app) => {
    const service = createPrepPlanService({
      repo: createPrepPlanRepository(app.db),
      pathItems: (userId, slugs) =>
        learnerPathItems(app.db, userId, slugs, app.problemAccess.visibleTo(userId)()),
      cardCounts: (userId, now) => flashCardPlanCounts(app.db, userId, now),
    });
    await app.register(prepPlanRoutes, { service });
  },
  {
    name: 'prep-plan',
    dependencies: ['database', 'auth', 'problem-access', 'guided-paths', 'flash-cards'],
  },
);
