import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

/** Parses cookies (the ninja_auth_token session cookie of the auth part). */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
