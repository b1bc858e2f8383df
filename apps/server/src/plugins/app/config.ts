/**
 * Configuration from the environment, parsed once at start. Every variable is listed in ENV_VARS (name, default,
 * description) so the README table is generated from, and checked against, this file.
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND_NAME, DEFAULT_PARTNER_NAME } from '@katana/shared/brand';
import { REPO_ROOT } from './repo-root.ts';
import { authEnvSchema, authConfigFrom, type AuthConfig } from './auth-config.ts';

import { ENV_VARS } from './env-vars.ts';

export { ENV_VARS, envVarsMarkdownTable, type EnvVarDoc } from './env-vars.ts';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0)
      ctx.addIssue({ code: 'custom', message: 'must be true, false, a number or a list of addresses' });
    return list;
  });

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  // Production unless told otherwise: a plain `npm start` must not serve anything meant for tests.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  KATANA_DEV_ROUTES: z
    .enum(['true', 'false'], { message: 'KATANA_DEV_ROUTES must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  CAPTCHA_SECRET: optionalString.pipe(
    z.string().min(16, 'CAPTCHA_SECRET must be at least 16 characters').optional(),
  ),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  PICTURES_S3_BUCKET: optionalString,
  PICTURES_S3_ENDPOINT: urlWithProtocols(['http:', 'https:']),
  PICTURES_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  PICTURES_S3_ACCESS_KEY_ID: optionalString,
  PICTURES_S3_SECRET_ACCESS_KEY: optionalString,
  DISCUSSION_HOLD_FIRST_POSTS: z.coerce.number().int().min(0).max(100).default(1),
  DISCUSSION_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  DISCUSSION_COMMENTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(20),
  INTERVIEW_EXPERIENCE_SUBMITS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(2),
  SUBJECTIVE_PEER_REVIEWS: z.coerce.number().int().min(1).max(10).default(3),
  SUBJECTIVE_REVIEWS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
  BRAND_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND_NAME),
  PARTNER_NAME: z.string().trim().min(1).max(60).default(DEFAULT_PARTNER_NAME),
  PARTNER_LOGIN_MODE: z
    .enum(['true', 'false'], { message: 'PARTNER_LOGIN_MODE must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: optionalString.transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : undefined,
  ),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).transform((v) => v?.replace(/\/+$/, '')),
  WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // No default here: unset means 2 s, except under NODE_ENV=test where tests read what they just wrote.
  READ_CACHE_MS: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ message: 'READ_CACHE_MS must be a whole number of milliseconds' })
      .int()
      .min(0)
      .max(60_000)
      .optional(),
  ),
  CONTEST_RATING_ENABLED: z
    .enum(['true', 'false', '1', '0'], { message: 'CONTEST_RATING_ENABLED must be true, false, 1 or 0' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // No default here: unset means 60 s, except under NODE_ENV=test where tests call app.contestRating.sweep().
  CONTEST_RATING_SWEEP_SECONDS: optionalString.pipe(
    z.coerce
      .number<string | undefined>({
        message: 'CONTEST_RATING_SWEEP_SECONDS must be a whole number of seconds',
      })
      .int()
      .min(0)
      .max(86_400)
      .optional(),
  ),
  ...authEnvSchema.shape,
});

type ParsedEnv = z.output<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  nodeEnv: ParsedEnv['NODE_ENV'];
  /** The dev-only contest and test-series tools are registered (NODE_ENV=test or KATANA_DEV_ROUTES=true). */
  devRoutes: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Embedded PGlite's shared_buffers in MiB. */
  pgliteSharedBuffersMb: number;
  redisUrl: string | undefined;
  brandName: string;
  /** The posting captcha: HMAC key (undefined = random per process) and difficulty. */
  captcha: { secret: string | undefined; maxNumber: number };
  /** Discussions: how many first posts are held for review, and the per-learner posting limits. */
  discussions: { holdFirstPosts: number; postsPerHour: number; commentsPer10Minutes: number };
  /** Interview experiences: submissions for review one learner may make per minute. */
  interviewExperiences: { submitsPerMinute: number };
  /** SUBJECTIVE answers: peer reviews each needs before a score, and reviews per learner per UTC day. */
  subjective: { peerReviews: number; reviewsPerDay: number };
  partnerName: string;
  partnerLoginMode: boolean;
  logLevel: ParsedEnv['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  corsOrigins: string[] | undefined;
  publicUrl: string | undefined;
  webDistDir: string;
  rateLimitMax: number;
  /** Lifetime of practice's cached catalogue reads (0: none). */
  readCacheMs: number;
  /** Where uploaded pictures go: an S3-compatible bucket when set, else DATA_DIR/pictures. */
  picturesS3: PicturesS3Config | undefined;
  /** Contest rating (issue #7): on/off and the sweeper's period (0 = no sweeper). */
  contestRating: { enabled: boolean; sweepIntervalMs: number };
  /** Sign-in: sessions, OTP, mail, OAuth providers, EU users. */
  auth: AuthConfig;
}

export interface PicturesS3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const fromRepoRoot = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

/** Parses the environment; throws ConfigError naming each bad variable (values are never echoed). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const { name } of ENV_VARS) input[name] = env[name];
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0] ?? '?')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    devRoutes: e.NODE_ENV === 'test' || e.KATANA_DEV_ROUTES,
    dataDir: fromRepoRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    redisUrl: e.REDIS_URL,
    brandName: e.BRAND_NAME,
    captcha: { secret: e.CAPTCHA_SECRET, maxNumber: e.CAPTCHA_MAX_NUMBER },
    discussions: {
      holdFirstPosts: e.DISCUSSION_HOLD_FIRST_POSTS,
      postsPerHour: e.DISCUSSION_POSTS_PER_HOUR,
      commentsPer10Minutes: e.DISCUSSION_COMMENTS_PER_10_MINUTES,
    },
    interviewExperiences: { submitsPerMinute: e.INTERVIEW_EXPERIENCE_SUBMITS_PER_MINUTE },
    subjective: { peerReviews: e.SUBJECTIVE_PEER_REVIEWS, reviewsPerDay: e.SUBJECTIVE_REVIEWS_PER_DAY },
    partnerName: e.PARTNER_NAME,
    partnerLoginMode: e.PARTNER_LOGIN_MODE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    webDistDir: fromRepoRoot(e.WEB_DIST_DIR),
    rateLimitMax: e.RATE_LIMIT_MAX,
    readCacheMs: e.READ_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    picturesS3: e.PICTURES_S3_BUCKET
      ? {
          bucket: e.PICTURES_S3_BUCKET,
          endpoint: e.PICTURES_S3_ENDPOINT,
          region: e.PICTURES_S3_REGION,
          credentials:
            e.PICTURES_S3_ACCESS_KEY_ID && e.PICTURES_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.PICTURES_S3_ACCESS_KEY_ID, secretAccessKey: e.PICTURES_S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    contestRating: {
      enabled: e.CONTEST_RATING_ENABLED,
      sweepIntervalMs: (e.CONTEST_RATING_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    },
    auth: authConfigFrom(e),
  };
}
