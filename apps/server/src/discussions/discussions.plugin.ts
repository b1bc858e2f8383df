/**
 * Discussions as an app plugin: builds the learners' and the moderators' services and registers their routes.
 * Reads problems through practice's access policy (app.problemAccess), colleges through app.colleges, writes
 * DISCUSSION inbox items through engagement's recordNotification and delivers them with app.notifications.
 */
import fp from 'fastify-plugin';
import { ApiError } from '../plugins/app/api-error.ts';
import devDiscussionsRoutes from './dev-discussions.routes.ts';
import discussionRoutes from './discussion.routes.ts';
import { createDiscussionService } from './discussion.service.ts';
import moderationRoutes from './moderation.routes.ts';
import { createModerationService } from './moderation.service.ts';

export default fp(
  async (app) => {
    const service = createDiscussionService({
      db: app.db,
      access: app.problemAccess,
      limits: app.config.discussions,
      deliver: (userId) => app.notifications.deliver(userId, { inboxOnly: true }),
    });
    const collegeName = async (slug: string) => {
      try {
        return (await app.colleges.detail(slug)).name;
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 404) return null;
        throw err;
      }
    };
    await app.register(discussionRoutes, {
      service,
      isModerator: (request) => app.hasRole(request, 'moderator'),
      requireCaptcha: (token) => app.captcha.require(token),
      collegeName,
    });
    // Server-rendered heads: a post's title and opening words; a college's campus page (404 for an unknown college).
    app.pageResolvers.register('campus-discussion', async ({ postId }) => {
      const id = Number(postId);
      if (!Number.isInteger(id) || id <= 0) return null;
      return service.head(id);
    });
    app.pageResolvers.register('campus-detail', async ({ slug }) => {
      const name = slug ? await collegeName(slug) : null;
      return name
        ? {
            title: `${name} · Campus`,
            description: `Discussions and learners of ${name} on ${app.config.brandName}.`,
          }
        : null;
    });
    await app.register(moderationRoutes, {
      service: createModerationService({ db: app.db, discussions: service }),
    });
    if (app.config.devRoutes) await app.register(devDiscussionsRoutes);
  },
  {
    name: 'discussions',
    dependencies: ['database', 'auth', 'problem-access', 'notifications', 'colleges', 'page-resolvers'],
  },
);
