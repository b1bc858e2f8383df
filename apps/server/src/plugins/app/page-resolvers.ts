import fp from 'fastify-plugin';
import { compilerPageInput } from '@katana/shared/page-meta';
import { PageResolverRegistry } from '../../services/page-resolvers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageResolvers: PageResolverRegistry;
  }
}

/** `app.pageResolvers`, with the one resolver the foundation can answer itself: each online compiler's title. */
export default fp(
  async (app) => {
    const registry = new PageResolverRegistry();
    registry.register('online-compiler', async ({ language }) =>
      compilerPageInput(language ? { compiler_type: language } : {}),
    );
    app.decorate('pageResolvers', registry);
  },
  { name: 'page-resolvers' },
);
