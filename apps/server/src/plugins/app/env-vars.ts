/** Every environment variable the server reads: name, default as the README shows it, description. */
import { DEFAULT_BRAND_NAME, DEFAULT_PARTNER_NAME } from '@katana/shared/brand';
import { JUDGE_ENV_VARS } from '@katana/judge';
import { AUTH_ENV_VARS } from './auth-config.ts';

export interface EnvVarDoc {
  name: string;
  /** Default as written in the README; undefined = unset/optional. */
  default?: string;
  description: string;
  /** Never echoed in errors or logs. */
  secret?: boolean;
}

export const ENV_VARS: readonly EnvVarDoc[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'NODE_ENV',
    default: 'production',
    description:
      'production, development or test (test: the dev-only routes are on; no content seeding of test series, no background sweeps).',
  },
  {
    name: 'KATANA_DEV_ROUTES',
    default: 'false',
    description:
      'true: serve the dev-only tools (POST /api/dev/contests, /api/dev/contests/:slug/end, /api/dev/test_series) outside NODE_ENV=test. They answer loopback clients only.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Data folder (PGlite database...); relative paths start at the repository root.',
  },
  {
    name: 'DATABASE_URL',
    description: 'PostgreSQL >= 15 connection URL. Unset: embedded PGlite in DATA_DIR/pglite.',
    secret: true,
  },
  {
    name: 'PGLITE_SHARED_BUFFERS_MB',
    default: '32',
    description:
      "Embedded PGlite's buffer cache (PostgreSQL's shared_buffers) in MiB; it is resident memory once filled. PostgreSQL's own default is 128.",
  },
  {
    name: 'REDIS_URL',
    description: 'Redis URL. Set: BullMQ judge queue and Redis rate limits. Unset: in-process.',
    secret: true,
  },
  {
    name: 'CAPTCHA_SECRET',
    description:
      'HMAC key of the proof-of-work captcha (ALTCHA) on posts; set the same value on every node. Unset: random per process.',
    secret: true,
  },
  {
    name: 'CAPTCHA_MAX_NUMBER',
    default: '50000',
    description: 'Captcha difficulty: the largest number the browser may have to try (about 1 s at 100000).',
  },
  {
    name: 'DISCUSSION_HOLD_FIRST_POSTS',
    default: '1',
    description:
      "A learner's first N discussion posts wait for a moderator's review before others see them (0: none).",
  },
  {
    name: 'DISCUSSION_POSTS_PER_HOUR',
    default: '5',
    description: 'Discussion posts one learner may create per hour (then 429).',
  },
  {
    name: 'SUBJECTIVE_PEER_REVIEWS',
    default: '3',
    description:
      'Peer reviews a SUBJECTIVE answer needs before it gets a score (the median, outliers dropped).',
  },
  {
    name: 'SUBJECTIVE_REVIEWS_PER_DAY',
    default: '20',
    description: 'SUBJECTIVE answers one learner may peer-review per UTC day (then 429).',
  },
  {
    name: 'INTERVIEW_EXPERIENCE_SUBMITS_PER_MINUTE',
    default: '2',
    description: 'Interview experiences one learner may submit for review per minute (then 429).',
  },
  {
    name: 'DISCUSSION_COMMENTS_PER_10_MINUTES',
    default: '20',
    description: 'Discussion comments and replies one learner may write per 10 minutes (then 429).',
  },
  { name: 'BRAND_NAME', default: DEFAULT_BRAND_NAME, description: 'Product name shown in titles and texts.' },
  {
    name: 'PARTNER_NAME',
    default: DEFAULT_PARTNER_NAME,
    description: 'Name of the OpenID Connect job-portal partner.',
  },
  {
    name: 'PARTNER_LOGIN_MODE',
    default: 'false',
    description:
      'true: the web runs in the partner environment (sign-in through the partner only, naukri_request=true on API calls).',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* headers: true, false, a hop count or a comma-separated list of addresses/CIDRs.',
  },
  {
    name: 'CORS_ORIGINS',
    description: 'Comma-separated origins allowed to call the API from other sites. Unset: CORS off.',
  },
  {
    name: 'PUBLIC_URL',
    description: 'Public base URL (https://katana.example.org), used for canonical links.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description: 'Built web app (index.html, assets/); relative paths start at the repository root.',
  },
  {
    name: 'PICTURES_S3_BUCKET',
    description:
      'Set: uploaded profile pictures go to this S3-compatible bucket (under pictures/). Unset: DATA_DIR/pictures.',
  },
  {
    name: 'PICTURES_S3_ENDPOINT',
    description: 'The S3-compatible service (MinIO, Ceph, R2...), path-style. Unset: AWS S3.',
  },
  { name: 'PICTURES_S3_REGION', default: 'us-east-1', description: 'The bucket’s region.' },
  {
    name: 'PICTURES_S3_ACCESS_KEY_ID',
    description:
      'Access key for the bucket. Unset: the AWS SDK’s usual sources (environment, instance role).',
  },
  { name: 'PICTURES_S3_SECRET_ACCESS_KEY', description: 'Secret key for the bucket.', secret: true },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    description:
      'API requests per minute per client address (pages, assets and /api/health are not counted). Raise it before load-testing from one address.',
  },
  {
    name: 'READ_CACHE_MS',
    default: '2000',
    description:
      'Milliseconds a cached catalogue read (listing, facet counts, anonymous problem page) may be reused: how long vote and submission counts, and catalogue changes made by another process, may lag (0 to 60000; 0: no cache; unset under NODE_ENV=test: 0).',
  },
  {
    name: 'CONTEST_RATING_ENABLED',
    default: 'true',
    description:
      'false: contest rating is off (no recomputation; the rating widget shows the feature-disabled state). true, false, 1 or 0.',
  },
  {
    name: 'CONTEST_RATING_SWEEP_SECONDS',
    default: '60',
    description:
      'Seconds between two runs of the periodic sweeps: ended contests to rate and to pay participation EXP and badges for, contest reminders due, e-mail digests due (0 to 86400; 0 turns every sweep off; unset under NODE_ENV=test: off).',
  },
  ...AUTH_ENV_VARS,
  ...JUDGE_ENV_VARS,
];

/** The README table of environment variables, generated from ENV_VARS. */
export function envVarsMarkdownTable(): string {
  const rows = ENV_VARS.map(
    (v) =>
      `| \`${v.name}\` | ${v.default === undefined ? '(unset)' : `\`${v.default}\``} | ${v.description} |`,
  );
  return ['| Variable | Default | Description |', '|---|---|---|', ...rows].join('\n');
}
