/**
 * The practice catalogue as an app plugin: builds its repositories and services (`app.practice.catalogue`,
 * `.problems`, `.learner`) and tells the server-rendered head about problem and problem-list pages (unknown slugs
 * and problems hidden by practice's access policy answer 404).
 */
import fp from 'fastify-plugin';
import { problemPageInput } from '@katana/shared/page-meta';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
import { createLearnerActionsService, type LearnerActionsService } from './learner-actions.service.ts';
import { createLearnerRepository } from './learner.repository.ts';
import { registryLanguageInfo, type LanguageInfoSource } from './problem-language-info.ts';
import { createProblemListingRepository } from './problem-listing.repository.ts';
import { createProblemService, type ProblemService } from './problem.service.ts';
import { onCatalogueChange } from '../access/catalogue-changes.ts';
import { createReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    practice: {
      catalogue: CatalogueService;
      problems: ProblemService;
      learner: LearnerActionsService;
    };
  }
}

export interface CataloguePluginOptions {
  /** Language names and availability; default: the judge's registry, SQL engines probed through app.judge. */
  languages?: LanguageInfoSource;
}

export default fp<CataloguePluginOptions>(
  async (app, opts) => {
    const catalogue = createCatalogueRepository(app.db);
    const learner = createLearnerRepository(app.db);
    const listing = createProblemListingRepository(app.db);
    const languages =
      opts.languages ??
      registryLanguageInfo(async (key) => (await app.judge.language(key))?.availability ?? null);
    const access = app.problemAccess;
    // Shared reads live READ_CACHE_MS at most: how long counts and other processes' changes may lag. Changes made
    // in this process (a contest hiding problems, a policy registered) drop the cache at once.
    const cache = createReadCache({
      ttlMs: app.config.readCacheMs,
      nextChange: (at) => access.nextChange(at),
    });
    const unsubscribe = onCatalogueChange(() => cache.invalidate());
    app.addHook('onClose', async () => unsubscribe());
    const catalogueService = createCatalogueService({ listing, catalogue, learner, access, cache });
    app.decorate('practice', {
      catalogue: catalogueService,
      problems: createProblemService({ catalogue, learner, catalogueService, languages, access, cache }),
      learner: createLearnerActionsService({ catalogue, learner, languages, access }),
    });

    // The page's head is rendered for whoever asks, so it names only problems an anonymous visitor may see.
    app.pageResolvers.register('problem', async ({ slug }) => {
      const meta = slug
        ? (await cache.get(`page:${slug}`, () => catalogue.pageMeta(slug, access.visibleTo(null)))).value
        : undefined;
      return meta
        ? problemPageInput({
            name: meta.name,
            meta_description: meta.metaDescription,
            meta_keywords: meta.metaKeywords,
          })
        : null;
    });
    app.pageResolvers.register('problem-list', async ({ slug }) => {
      const list = slug ? await catalogue.findList(slug, access.visibleTo(null)) : undefined;
      return list
        ? { title: list.name, ...(list.description ? { description: list.description } : {}) }
        : null;
    });
  },
  { name: 'practice-catalogue', dependencies: ['database', 'problem-access', 'page-resolvers', 'judge'] },
);
