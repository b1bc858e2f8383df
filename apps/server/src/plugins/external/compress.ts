import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** gzip/brotli for JSON, HTML and static assets above 1 KiB. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
