/**
 * The Fastify application: external plugins (security headers, CORS, cookies, compression, rate limits, API
 * docs) -> app plugins (database and repositories, auth, health registry, page resolvers, error handling) -> routes.
 * main.ts listens with it; tests drive it with app.inject().
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, requestId, type LoggerOption } from './logger.ts';
import redis from './plugins/external/redis.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import cors from './plugins/external/cors.ts';
import cookie from './plugins/external/cookie.ts';
import compress from './plugins/external/compress.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import apiDocs from './plugins/external/api-docs.ts';
import database from './plugins/app/database.ts';
import health from './health/health.plugin.ts';
import pageResolvers from './ssr/page-resolvers.plugin.ts';
import pages from './ssr/pages.plugin.ts';
import errorHandling, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handling.ts';
import textInputGuard from './plugins/app/text-input-guard.ts';
import judge, { type JudgePluginOptions } from './judge/judge.plugin.ts';
import auth from './auth/auth.plugin.ts';
import practiceCatalogue from './practice/catalogue/catalogue.plugin.ts';
import realtime, { type RealtimePluginOptions } from './realtime/realtime.plugin.ts';
import submissions from './practice/submissions/submissions.plugin.ts';
import notifications from './engagement/notifications/notifications.plugin.ts';
import badges from './engagement/badges/badges.plugin.ts';
import experience from './engagement/experience/experience.plugin.ts';
import leaderboard from './engagement/leaderboard/leaderboard.plugin.ts';
import community from './engagement/community/community.plugin.ts';
import contests from './contests/contests.plugin.ts';
import contestRating from './contests/rating/contest-rating.plugin.ts';
import contestParticipationExp from './contests/contest-participation-exp.plugin.ts';
import testSeries from './test-series/test-series.plugin.ts';
import healthRoute from './health/health.routes.ts';
import languagesRoute from './practice/languages/languages.routes.ts';
import judgeRoute from './judge/judge.routes.ts';
import problemsRoute from './practice/catalogue/problems.routes.ts';
import problemListsRoute from './practice/catalogue/problem-lists.routes.ts';
import bookmarksRoute from './practice/catalogue/bookmarks.routes.ts';
import bookmarkListRoute from './practice/catalogue/bookmark-list.routes.ts';
import reactionsRoute from './practice/catalogue/reactions.routes.ts';
import reportsRoute from './practice/catalogue/reports.routes.ts';
import preferencesRoute from './practice/catalogue/preferences.routes.ts';
import problemSubmissionsRoute from './practice/submissions/problem-submissions.routes.ts';
import submissionsRoute from './practice/submissions/submissions.routes.ts';
import webAppRoute from './ssr/web-app.routes.ts';
import signInRoute from './auth/sign-in.routes.ts';
import accountRoute from './auth/account.routes.ts';
import fbMergeRoute from './auth/fb-merge.routes.ts';
import oauthRoute from './auth/oauth.routes.ts';
import eventsRoute from './auth/user-events.routes.ts';
import partnerVerificationRoute from './auth/partner-verification.routes.ts';
import devMailboxRoute from './auth/mailbox.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; when absent the app opens one from the config and closes it on app.close(). */
  database?: DatabaseHandle;
  /** Fastify logger option; default: pino at LOG_LEVEL with redaction. Pass `false` to silence. */
  logger?: LoggerOption;
  /** An existing pino logger (main.ts shares one with migrations and seeding); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Options of the judge plugin (tests pass a stand-in handler or a Redis key prefix); default: the real judge. */
  judge?: JudgePluginOptions;
  /** Options of the realtime layer (tests use their own Redis channel prefix). */
  realtime?: RealtimePluginOptions;
  /** Extra routes (tests, later parts) registered inside the API stack, after the foundation's routes. */
  register?: (app: FastifyInstance) => unknown;
}

export type App = FastifyInstance;

/** A hop count becomes proxy-addr's "trust the first n hops" function (Fastify's types omit the number form). */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_addr, hop) => hop < value : value;
}

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : { logger: opts.logger ?? loggerOptions(config) }),
    genReqId: requestId,
    requestIdHeader: false,
    // /api/health and /api/health/ are the same resource.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    // Bodies are small JSON (code submissions are the largest); reject anything bigger early.
    bodyLimit: 1024 * 1024,
    // A malformed URL and what Node's HTTP parser refuses still answer in the envelope (Node's own answer to a
    // request without Host has no body: text-input-guard refuses it instead).
    frameworkErrors,
    clientErrorHandler,
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(redis);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(cookie);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(apiDocs);

  // First of the app plugins: no parameter or body reaches the session lookup or a route before it is checked.
  await app.register(textInputGuard);
  await app.register(database, { database: opts.database });
  await app.register(auth);
  await app.register(health);
  await app.register(pageResolvers);
  await app.register(pages);
  await app.register(errorHandling);
  await app.register(judge, opts.judge ?? {});
  await app.register(practiceCatalogue);
  await app.register(realtime, opts.realtime ?? {});
  await app.register(submissions);
  // Engagement and contests register their own routes.
  await app.register(notifications);
  await app.register(badges);
  await app.register(experience);
  await app.register(leaderboard);
  await app.register(community);
  await app.register((await import('./engagement/feedback/feedback.plugin.ts')).default);
  await app.register(contests);
  await app.register(contestRating);
  await app.register(contestParticipationExp);
  await app.register(testSeries);
  await app.register((await import('./practice/problem-of-the-day/potd.plugin.ts')).default);

  await app.register(healthRoute);
  await app.register(languagesRoute);
  await app.register(judgeRoute);
  await app.register(problemsRoute);
  await app.register(problemListsRoute);
  await app.register(bookmarksRoute);
  await app.register(bookmarkListRoute);
  await app.register(reactionsRoute);
  await app.register(reportsRoute);
  await app.register(preferencesRoute);
  await app.register(problemSubmissionsRoute);
  await app.register(submissionsRoute);
  await app.register(signInRoute);
  await app.register(accountRoute);
  await app.register(fbMergeRoute);
  await app.register(oauthRoute);
  await app.register(eventsRoute);
  await app.register(partnerVerificationRoute);
  // Without SMTP_URL the sign-in codes must still reach the operator: the log and this page (loopback only).
  if (!config.auth.smtpUrl) await app.register(devMailboxRoute);
  if (opts.register) await opts.register(app);
  await app.register(webAppRoute);

  return app;
}
