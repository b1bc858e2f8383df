import fp from 'fastify-plugin';
import { createShellSource } from './html-shell.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageRenderer;
  }
}

/** `app.pages`: renders the HTML shell of any page (used by the web-app route and by the error handlers). */
export default fp(
  async (app) => {
    app.decorate(
      'pages',
      createPageRenderer({
        brand: app.config.brandName,
        webConfig: {
          brandName: app.config.brandName,
          partnerName: app.config.partnerName,
          ...(app.config.partnerLoginMode ? { partnerLoginMode: true } : {}),
        },
        publicUrl: app.config.publicUrl,
        shell: createShellSource(app.config.webDistDir),
        resolvers: app.pageResolvers,
      }),
    );
  },
  { name: 'pages', dependencies: ['page-resolvers'] },
);
