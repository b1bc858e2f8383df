/**
 * Library, videos and what's new (issue 17; contract @katana/shared/api/library; content content/library,
 * content/videos, content/whats-new). Decorates nothing: registers the routes and the server-rendered heads of
 * /library/:category and /library/:category/:slug (404 for an unknown slug). Related problems are read through
 * practice's access policy. What's new releases are published (announced) at start: whats-new-publish.ts.
 */
import fp from 'fastify-plugin';
import { readingClubArticlePageInput, readingClubCategoryPageInput } from '@katana/shared/page-meta';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import libraryRoute from './library.routes.ts';
import { createLibraryService } from './library.service.ts';

export default fp(
  async (app) => {
    const service = createLibraryService({
      db: app.db,
      repoRoot: REPO_ROOT,
      visibleTo: (viewer) => app.problemAccess.visibleTo(viewer)(),
    });
    await app.register(libraryRoute, { service });
    // A listening server (not an injected test app) renders the library right away, off the first request's path.
    app.addHook('onListen', async () => {
      setImmediate(() => {
        try {
          service.warm();
        } catch (error) {
          app.log.error({ err: error }, 'library content does not load');
        }
      });
    });

    app.pageResolvers.register('reading-club-category', async ({ category }) => {
      const head = category ? service.categoryHead(category) : null;
      return head ? readingClubCategoryPageInput(head) : null;
    });
    app.pageResolvers.register('reading-club-article', async ({ category, slug }) => {
      const head = category && slug ? service.articleHead(category, slug) : null;
      return head ? readingClubArticlePageInput(head) : null;
    });
  },
  {
    name: 'library',
    dependencies: ['database', 'auth', 'problem-access', 'page-resolvers'],
  },
);
