/**
 * Dev-only guided path tool for e2e tests (registered only under NODE_ENV=test or KATANA_DEV_ROUTES=true, and
 * answering loopback clients only): POST /api/dev/guided_paths creates or updates one small path of catalogue
 * problems and short articles (one section per module), imported like content, and answers the path's detail.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { devGuidedPathBodySchema, GuidedPathsPaths } from '@katana/shared/api/guided-paths';
import { ApiError } from '../plugins/app/api-error.ts';
import { loopbackOnly } from '../plugins/app/loopback-only.ts';
import { readingMinutes, type LoadedPath } from './guided-path-content.ts';
import { importLoadedPath } from './guided-path-import.ts';
import type { GuidedPathsService } from './guided-paths.service.ts';

const devGuidedPathsRoute: FastifyPluginAsyncZod<{ service: GuidedPathsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    GuidedPathsPaths.devUpsert,
    { schema: { hide: true, body: devGuidedPathBodySchema } },
    async (request) => {
      const body = request.body;
      const loaded: LoadedPath = {
        slug: body.slug,
        title: body.title,
        kind: 'normal',
        level: 'Achiever',
        position: 1000,
        summary: `${body.title} (dev).`,
        estimatedHours: 1,
        topics: [],
        description: `${body.title}, made by the dev tool.`,
        whatYouWillLearn: ['What the e2e test needs'],
        prerequisites: [],
        modules: body.modules.map((m) => ({
          slug: m.slug,
          title: m.title,
          summary: '',
          weightage: 1,
          contentables: [
            {
              slug: m.slug,
              title: m.title,
              items: m.items.map((item, i) =>
                'problem' in item
                  ? { kind: 'problem' as const, key: item.problem, problemSlug: item.problem, line: i + 1 }
                  : {
                      kind: 'article' as const,
                      key: `article-${item.article.key}`,
                      title: item.article.title,
                      markdown: item.article.markdown,
                      minutes: readingMinutes(item.article.markdown),
                    },
              ),
            },
          ],
        })),
        file: 'dev',
        contentHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      };
      const outcome = await importLoadedPath(app.db, loaded, 'dev');
      if (Array.isArray(outcome)) throw new ApiError(400, ErrorCode.BAD_REQUEST, outcome.join('; '));
      return ok(await service.detail(body.slug, request.user?.id ?? null));
    },
  );
};

export default devGuidedPathsRoute;
