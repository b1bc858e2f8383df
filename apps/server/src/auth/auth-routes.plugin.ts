/**
 * The sign-in routes (spec 01 §8): OTP and password sign-in, account, Facebook merge, OAuth/OIDC, user events,
 * partner verification, and — without SMTP_URL — the loopback-only mailbox page. Registered by app.ts after the
 * auth plugin (which resolves sessions) and the error handling.
 */
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account.routes.ts';
import fbMergeRoutes from './fb-merge.routes.ts';
import mailboxRoutes from './mailbox.routes.ts';
import oauthRoutes from './oauth.routes.ts';
import partnerVerificationRoutes from './partner-verification.routes.ts';
import rolesRoutes from './roles.routes.ts';
import signInRoutes from './sign-in.routes.ts';
import userEventsRoutes from './user-events.routes.ts';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes);
  await app.register(accountRoutes);
  await app.register(fbMergeRoutes);
  await app.register(oauthRoutes);
  await app.register(userEventsRoutes);
  await app.register(partnerVerificationRoutes);
  await app.register(rolesRoutes);
  // Without SMTP_URL the sign-in codes must still reach the operator: the log and this page (loopback only).
  if (!app.config.auth.smtpUrl) await app.register(mailboxRoutes);
};

export default authRoutes;
