/**
 * Interview experiences as an app plugin: builds the service (captcha on submit, practice's access policy for the
 * linked problems), registers the routes and the server-rendered head of /interview-experiences/:slug (spec 03
 * page-title inputs; 404 unless published).
 */
import fp from 'fastify-plugin';
import { OUTCOME_LABELS, type ExperienceOutcome } from '@katana/shared/api/interview-experiences';
import { interviewExperiencePageInput } from '@katana/shared/page-meta';
import devInterviewExperienceRoutes from './dev-interview-experiences.routes.ts';
import interviewExperienceRoutes from './interview-experience.routes.ts';
import { createInterviewExperienceService } from './interview-experience.service.ts';

export default fp(
  async (app) => {
    const service = createInterviewExperienceService({
      db: app.db,
      requireCaptcha: (token) => app.captcha.require(token),
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer)(),
      submitsPerMinute: app.config.interviewExperiences.submitsPerMinute,
    });
    await app.register(interviewExperienceRoutes, { service });
    if (app.config.devRoutes) await app.register(devInterviewExperienceRoutes);

    app.pageResolvers.register('interview-experience-detail', async ({ slug }) => {
      const record = slug ? await service.publishedForHead(slug) : null;
      if (!record) return null;
      return interviewExperiencePageInput({
        basic_details: {
          user_name: record.authorName,
          branch: record.branch,
          college_name: record.collegeName,
        },
        past_experiences: [
          {
            company_name: record.company,
            outcome: record.outcome ? OUTCOME_LABELS[record.outcome as ExperienceOutcome] : null,
          },
        ],
        round_details: record.rounds,
      });
    });
  },
  {
    name: 'interview-experiences',
    dependencies: ['database', 'auth', 'captcha', 'problem-access', 'page-resolvers'],
  },
);
