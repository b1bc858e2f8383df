/** CORS only when CORS_ORIGINS lists origins; by default the API answers its own origin only. */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(
  async (app) => {
    const origins = app.config.corsOrigins;
    if (!origins || origins.length === 0) return;
    await app.register(cors, { origin: origins, credentials: true, maxAge: 600 });
  },
  { name: 'cors' },
);
