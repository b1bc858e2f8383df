/**
 * Flash cards of the prep plan as an app plugin: builds the service, registers its routes and the page resolver
 * of a deck's page (/prep-plan/flash-cards/decks/:deck, 404 for an unknown deck). The content is imported
 * before the app is built (importFlashCardsAtStart, from server.ts).
 */
import fp from 'fastify-plugin';
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
  },
  { name: 'flash-cards', dependencies: ['database', 'auth', 'page-resolvers'] },
);
