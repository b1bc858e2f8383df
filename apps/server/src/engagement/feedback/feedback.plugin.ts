/** The feedback dialog's server side: POST /api/v3/feedback, stored in feedback_reports. */
import fp from 'fastify-plugin';
import { createFeedbackRepository } from './feedback.repository.ts';
import feedbackRoutes from './feedback.routes.ts';
import { createFeedbackService } from './feedback.service.ts';

export default fp(
  async (app) => {
    const service = createFeedbackService({ db: app.db, repo: createFeedbackRepository(app.db) });
    await app.register(feedbackRoutes, { service });
  },
  { name: 'feedback', dependencies: ['database', 'auth'] },
);
