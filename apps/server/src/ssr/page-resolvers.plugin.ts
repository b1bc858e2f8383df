import fp from 'fastify-plugin';
import { PageResolverRegistry } from './page-resolvers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageResolvers: PageResolverRegistry;
  }
}

/** `app.pageResolvers`: features that own an entity page register how to find it (see page-resolvers.ts). */
export default fp(
  async (app) => {
    app.decorate('pageResolvers', new PageResolverRegistry());
  },
  { name: 'page-resolvers' },
);
