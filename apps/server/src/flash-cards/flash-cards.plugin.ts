/**
 * Flash cards of the prep plan as an app plugin: builds the service, registers its routes and the page resolver
 * of a deck's page (/prep-plan/flash-cards/decks/:deck, 404 for an unknown deck) and, outside tests, imports
 * content/flash-cards at start.
 */
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { seedFlashCards } from './flash-cards-seed.ts';
import { createFlashCardRepository } from './flash-cards.repository.ts';
import flashCardRoutes from './flash-cards.routes.ts';
import { createFlashCardService } from './flash-cards.service.ts';

export default fp(
  async (app) => {
    const service = createFlashCardService({ repo: createFlashCardRepository(app.db) });
    await app.register(flashCardRoutes, { service });
    app.pageResolvers.register('prep-plan-flash-cards-deck', async ({ deck }) =>
      deck ? service.deckHead(deck) : null,
    );
    if (app.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        const seeded = await seedFlashCards(app.db, REPO_ROOT);
        if (seeded.decks > 0) app.log.info(seeded, 'flash cards imported');
      });
    }
  },
  { name: 'flash-cards', dependencies: ['database', 'auth', 'page-resolvers'] },
);
