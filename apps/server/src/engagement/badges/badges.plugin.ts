/**
 * Badges (spec 02): kinds and tiers, user badges, acknowledgement, certificate images.
 * Decorates `app.badges` (the service) and registers the badge routes. Grants happen through grantBadge
 * (grant-badge.ts) inside the granting part's transaction.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createBadgesRepository } from './badges.repository.ts';
import { createBadgesService, type BadgesService } from './badges.service.ts';
import { createCertificateCache } from './badge-certificate.ts';
import badgesRoutes from './badges.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    badges: BadgesService;
  }
}

export default fp(
  async (app) => {
    const service = createBadgesService({
      repo: createBadgesRepository(app.db),
      // OTP_PEPPER is the deployment's shared secret; unset, links are valid for this process only (like OTPs).
      secret: app.config.auth.otpPepper || randomBytes(32).toString('hex'),
      certificates: createCertificateCache(),
      userEvents: (userId) => app.repos.users.events(userId),
    });
    app.decorate('badges', service);
    await app.register(badgesRoutes, { service });
  },
  {
    name: 'badges',
    dependencies: ['database', 'auth', 'realtime', 'submissions'],
  },
);
