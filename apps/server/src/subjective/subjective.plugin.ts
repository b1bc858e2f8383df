/** SUBJECTIVE answers as an app plugin: builds the service on practice's access policy and submissions. */
import fp from 'fastify-plugin';
import { problemHtml, renderMarkdown } from '../practice/index.ts';
import { createSubjectiveRepository } from './subjective.repository.ts';
import subjectiveRoutes from './subjective.routes.ts';
import { createSubjectiveService } from './subjective.service.ts';

export default fp(
  async (app) => {
    const service = createSubjectiveService({
      repo: createSubjectiveRepository(app.db),
      visibleTo: (userId) => app.problemAccess.visibleTo(userId)(),
      recordScore: (userId, problemId, result) =>
        app.submissions.recordReviewedAnswer(userId, problemId, result),
      renderMarkdown,
      statementHtml: (problem) => problemHtml(problem).statement ?? '',
      peerReviews: app.config.subjective.peerReviews,
      reviewsPerDay: app.config.subjective.reviewsPerDay,
    });
    await app.register(subjectiveRoutes, { service });
  },
  { name: 'subjective', dependencies: ['database', 'auth', 'problem-access', 'submissions'] },
);
