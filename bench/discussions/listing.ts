/**
 * Listing discussion posts at 10,000 posts (issue #15 quality bar: p95 <= 50 ms on PGlite and PostgreSQL), through
 * the real service (visibility, practice's access policy, pinned first, author join, the viewer's vote, the total).
 * Baseline in the same run and database: the hot order computed by the formula at query time (what a stored,
 * indexed hot rank replaces).
 *
 *   node --import tsx bench/discussions/listing.ts [--posts 10000] [--runs 60]     # PGlite in memory
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/discussions/listing.ts  # PostgreSQL (throw-away db)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { createDiscussionService } from '../../apps/server/src/discussions/discussion.service.ts';
import { createProblemAccess } from '../../apps/server/src/practice/access/problem-access.ts';
import { HOT_AGE_UNIT_SECONDS, postListQuerySchema } from '../../packages/shared/src/api/discussions.ts';
import { median, percentile, printMachine } from '../judge/machine.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', 10_000);
const RUNS = arg('runs', 60);
const f = (ms: number) => `${ms.toFixed(1)} ms`;

async function series(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  console.log(
    `  ${label.padEnd(40)} median ${f(median(ms)).padStart(9)}   p95 ${f(percentile(ms, 95)).padStart(9)}   p99 ${f(percentile(ms, 99)).padStart(9)}`,
  );
  return median(ms);
}

async function open(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openDatabase({}), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `katana_bench_discussions_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    label: 'PostgreSQL',
    drop: async () => {
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

printMachine();
const { handle, label, drop } = await open();
const db = handle.db;
/** Raw SQL through the driver (the bench package does not depend on drizzle-orm itself). */
const raw = (text: string) =>
  handle.raw.kind === 'pglite' ? handle.raw.client.query(text) : handle.raw.pool.query(text);
try {
  await runMigrations(handle);
  const authors = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ name: `Bench author ${i}` })))
    .returning({ id: users.id });
  const first = authors[0]!.id;
  // 10,000 posts over 90 days, 5 categories, 50 tags, scores -5..95, 2% held, 1% hidden, 1% deleted, 5 pinned.
  await raw(`
    insert into discussion_posts (author_id, title, body, body_html, category, tags, score, upvotes, comment_count,
      hot, held_at, hidden_at, deleted_at, pinned_at, created_at)
    select ${first} + (g % 200), 'Post ' || g, 'Body of post ' || g, '<p>Body of post ' || g || '</p>',
      (array['general','interview-prep','problem-help','career','feedback'])[1 + g % 5],
      array['tag' || (g % 50), 'tag' || ((g * 7) % 50)],
      (g * 37) % 101 - 5, greatest((g * 37) % 101 - 5, 0), g % 13,
      sign((g * 37) % 101 - 5) * log(greatest(abs((g * 37) % 101 - 5), 1))
        + extract(epoch from now() - make_interval(secs => (g * 7919) % 7776000)) / ${HOT_AGE_UNIT_SECONDS},
      case when g % 50 = 0 then now() end, case when g % 100 = 1 then now() end,
      case when g % 100 = 2 then now() end, case when g % 2000 = 3 then now() end,
      now() - make_interval(secs => (g * 7919) % 7776000)
    from generate_series(1, ${POSTS}) g`);
  await raw('analyze discussion_posts');
  console.log(
    `${label}: ${POSTS} posts by 200 authors, page size 20, ${RUNS} runs per case after 5 warm-ups`,
  );

  const service = createDiscussionService({
    db,
    access: createProblemAccess({ db }),
    limits: { holdFirstPosts: 1, postsPerHour: 5, commentsPer10Minutes: 20 },
    deliver: async () => undefined,
  });
  const anonymous = { id: null, moderator: false };
  const learner = { id: first + 1, moderator: false };
  const list = (
    query: Record<string, string>,
    viewer: { id: number | null; moderator: boolean } = anonymous,
  ) => service.list(postListQuerySchema.parse(query), viewer);

  const baseline = await series('baseline: hot by formula at query time', () =>
    raw(`
      select p.*, u.uuid, u.name from discussion_posts p join users u on u.id = p.author_id
      where p.deleted_at is null and p.held_at is null and p.hidden_at is null
      order by (p.pinned_at is not null) desc,
        sign(p.score) * log(greatest(abs(p.score), 1)) + extract(epoch from p.created_at) / ${HOT_AGE_UNIT_SECONDS} desc
      limit 20`),
  );
  const hot = await series('hot, page 1 (anonymous)', () => list({ sort: 'hot' }));
  await series('hot, page 1 (signed in: own held + votes)', () => list({ sort: 'hot' }, learner));
  await series('new, page 1', () => list({ sort: 'new' }));
  await series('top, page 1', () => list({ sort: 'top' }));
  await series('new, page 100 (offset 1980)', () => list({ sort: 'new', page: '100' }));
  await series('category filter, hot', () => list({ sort: 'hot', category: 'career' }));
  await series('tag filter, new', () => list({ sort: 'new', tag: 'tag7' }));
  console.log(`  ratio hot page 1 / baseline: ${(hot / baseline).toFixed(2)}`);
} finally {
  await handle.close();
  await drop();
}
