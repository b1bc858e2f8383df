/**
 * The Fastify application: external plugins (security headers, CORS, cookies, compression, rate limits, API
 * docs) -> app plugins (database and repositories, auth, health registry, page resolvers, error handling) -> routes.
 * main.ts listens with it; tests drive it with app.inject().
 */
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './plugins/app/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, requestId, type LoggerOption } from './plugins/app/logger.ts';
import { judgedSubmissionHooks, offeringPointsScales, problemStore } from './judged-submission-hooks.ts';
import redis from './plugins/external/redis.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import cors from './plugins/external/cors.ts';
import cookie from './plugins/external/cookie.ts';
import compress from './plugins/external/compress.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import apiDocs from './plugins/external/api-docs.ts';
import database from './plugins/app/database.ts';
import captcha from './plugins/app/captcha.ts';
import { healthPlugin as health, healthRoutes as healthRoute } from './health/index.ts';
import {
  pageResolversPlugin as pageResolvers,
  pagesPlugin as pages,
  webAppRoutes as webAppRoute,
} from './ssr/index.ts';
import { problemAccessPlugin as problemAccess } from './practice/index.ts';
import errorHandling, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handling.ts';
import textInputGuard from './plugins/app/text-input-guard.ts';
import { judgePlugin as judge, type JudgePluginOptions, judgeRoutes as judgeRoute } from './judge/index.ts';
import { authPlugin as auth, authRoutes } from './auth/index.ts';
import {
  cataloguePlugin as practiceCatalogue,
  submissionsPlugin as submissions,
  potdPlugin as problemOfTheDay,
  languagesRoutes as languagesRoute,
  problemsRoutes as problemsRoute,
  problemListsRoutes as problemListsRoute,
  bookmarksRoutes as bookmarksRoute,
  bookmarkListRoutes as bookmarkListRoute,
  reactionsRoutes as reactionsRoute,
  reportsRoutes as reportsRoute,
  preferencesRoutes as preferencesRoute,
  problemSubmissionsRoutes as problemSubmissionsRoute,
  submissionsRoutes as submissionsRoute,
} from './practice/index.ts';
import { realtimePlugin as realtime, type RealtimePluginOptions } from './realtime/index.ts';
import {
  notificationsPlugin as notifications,
  badgesPlugin as badges,
  experiencePlugin as experience,
  leaderboardPlugin as leaderboard,
  communityPlugin as community,
  feedbackPlugin as feedback,
} from './engagement/index.ts';
import {
  contestsPlugin as contests,
  contestRatingPlugin as contestRating,
  contestParticipationExpPlugin as contestParticipationExp,
  contestRemindersPlugin as contestReminders,
} from './contests/index.ts';
import { testSeriesPlugin as testSeries } from './test-series/index.ts';
import { flashCardsPlugin as flashCards } from './flash-cards/index.ts';
import { conceptOfTheDayPlugin as conceptOfTheDay } from './concept-of-the-day/index.ts';
import { guidedPathsPlugin as guidedPaths } from './guided-paths/index.ts';
import { prepPlanPlugin as prepPlan } from './prep-plan/index.ts';
import { goalsPlugin as goals } from './goals/index.ts';
import { collegesPlugin as colleges } from './colleges/index.ts';
import { interviewBundlesPlugin as interviewBundles } from './interview-bundles/index.ts';
import { jobsPlugin as jobs } from './jobs/index.ts';
import { challengesPlugin as challenges } from './challenges/index.ts';
import { eventsPlugin as events } from './events/index.ts';
import { libraryPlugin as library } from './library/index.ts';
import { webProjectsPlugin as webProjects } from './web-projects/index.ts';
import { interviewExperiencesPlugin as interviewExperiences } from './interview-experiences/index.ts';
import { subjectivePlugin as subjective } from './subjective/index.ts';
import { profilePlugin as profile } from './profile/index.ts';
import { discussionsPlugin as discussions } from './discussions/index.ts';
import { searchPlugin as search } from './search/index.ts';

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
  /**
   * Only these feature slices (by plugin name, see FEATURE_SLICES) and the feature slices they depend on; default:
   * every one. Tests that exercise a few slices build a smaller app (src/test/test-app.ts).
   */
  slices?: readonly string[];
}

/**
 * The feature slices on top of the core (auth, judge, practice, realtime, submissions), in registration order. Each
 * registers its own routes; the plugin's fastify-plugin metadata names what it depends on, which is how a partial app
 * (BuildAppOptions.slices) adds the feature slices a chosen one needs.
 */
const FEATURE_SLICES: FeatureSlice[] = [
  colleges,
  notifications,
  badges,
  experience,
  leaderboard,
  community,
  feedback,
  contests,
  contestRating,
  profile,
  contestParticipationExp,
  contestReminders,
  testSeries,
  guidedPaths,
  goals,
  interviewBundles,
  jobs,
  challenges,
  events,
  problemOfTheDay,
  flashCards,
  conceptOfTheDay,
  prepPlan,
  interviewExperiences,
  subjective,
  discussions,
  search,
  library,
  webProjects,
];

/** A slice plugin as its index exports it (options all optional: the app passes none). */
type FeatureSlice = FastifyPluginAsync | FastifyPluginCallback;

interface PluginMeta {
  name: string;
  dependencies?: string[];
}

function pluginMeta(plugin: FeatureSlice): PluginMeta {
  const meta = (plugin as unknown as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')];
  if (!meta?.name) throw new Error('a feature slice must be a named fastify-plugin');
  return meta;
}

/** The feature slices to register: all, or the named ones with the feature slices they depend on, in order. */
function featureSlicesFor(names: readonly string[] | undefined): FeatureSlice[] {
  if (!names) return FEATURE_SLICES;
  const byName = new Map(FEATURE_SLICES.map((plugin) => [pluginMeta(plugin).name, plugin]));
  const wanted = new Set<string>();
  const add = (name: string) => {
    if (wanted.has(name)) return;
    const plugin = byName.get(name);
    if (!plugin) throw new Error(`unknown feature slice "${name}" (known: ${[...byName.keys()].join(', ')})`);
    wanted.add(name);
    for (const dependency of pluginMeta(plugin).dependencies ?? [])
      if (byName.has(dependency)) add(dependency);
  };
  names.forEach(add);
  return FEATURE_SLICES.filter((plugin) => wanted.has(pluginMeta(plugin).name));
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
  // After the error handling: a route takes the error handler of where it is registered.
  await app.register(captcha);
  await app.register(judge, { store: problemStore, ...opts.judge });
  // Practice's access policy: before everything that reads problems through it or registers a policy with it.
  await app.register(problemAccess);
  await app.register(practiceCatalogue);
  await app.register(realtime, opts.realtime ?? {});
  await app.register(submissions, { hooks: judgedSubmissionHooks(), scales: offeringPointsScales() });
  for (const slice of featureSlicesFor(opts.slices)) await app.register(slice);

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
  await app.register(authRoutes);
  if (opts.register) await opts.register(app);
  await app.register(webAppRoute);

  return app;
}
