/**
 * Concept of the day as an app plugin: builds the service, registers its routes and the page resolver of
 * /concept-of-the-day(/:date) (the concept's title; 404 for a date without one). The content is imported before
 * the app is built (importConceptsAtStart, from server.ts).
 */
import fp from 'fastify-plugin';
import { createConceptRepository } from './concept.repository.ts';
import conceptRoutes from './concept.routes.ts';
import { createConceptService } from './concept.service.ts';

export default fp(
  async (app) => {
    const service = createConceptService({ repo: createConceptRepository(app.db) });
    await app.register(conceptRoutes, { service });
    app.pageResolvers.register('concept-of-the-day', ({ date }) => service.head(date, new Date()));
  },
  { name: 'concept-of-the-day', dependencies: ['database', 'page-resolvers'] },
);
