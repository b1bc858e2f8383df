/**
 * Weekly leaderboard at 1,000,000 learners: rank-of-user and the top-100 page, on PostgreSQL (the production SQL
 * of leaderboard.repository.ts: per-EXP counts + board index) and on Redis (leaderboard-redis.ts: ZREVRANK /
 * ZREVRANGE on a key rebuilt from SQL). See results.md.
 *
 *   bash scripts/test-services.sh > /tmp/svc.env && . /tmp/svc.env     # a private PostgreSQL and Redis
 *   node --import tsx bench/leaderboard/rank-lookup.ts [--learners 1000000] [--lookups 2000]
 *   bash scripts/test-services.sh stop "$KATANA_TEST_SERVICES_DIR"
 *
 * Uses TEST_DATABASE_URL (creates and drops a throw-away database) and TEST_REDIS_URL (its own key prefix).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startOfIstDay } from '@katana/shared/engagement/ist-time';
import { Redis } from 'ioredis';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createLeaderboardRepository } from '../../apps/server/src/engagement/leaderboard/leaderboard.repository.ts';
import { createLeaderboardRedis } from '../../apps/server/src/engagement/leaderboard/leaderboard-redis.ts';
import { percentile, printMachine } from '../judge/machine.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LEARNERS = arg('learners', 1_000_000);
const LOOKUPS = arg('lookups', 2000);
const PAGES = arg('pages', 200);
const WEEK = '2026-11-16';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error('Set TEST_DATABASE_URL and TEST_REDIS_URL (bash scripts/test-services.sh prints them).');
  process.exit(2);
}

// A fixed pseudo-random sequence, so every run looks up the same learners.
let seed = 20261116;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

async function measure(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(200, runs); i++) await fn(i); // warm-up: caches, plans, connections
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    ms.push(performance.now() - t0);
  }
  const f = (v: number) => v.toFixed(2);
  return {
    p50: f(percentile(ms, 50)),
    p95: f(percentile(ms, 95)),
    p99: f(percentile(ms, 99)),
    max: f(Math.max(...ms)),
  };
}

/** The repository's rank query as text, for EXPLAIN (keep in step with leaderboard.repository.ts globalRank). */
const rankSql = (userId: number) => {
  const from = new Date(startOfIstDay(WEEK)).toISOString();
  return `with me as (select exp, reached_at,
      least(167, greatest(0, floor(extract(epoch from reached_at - '${from}'::timestamptz) / 3600)))::int as hour
      from weekly_scores where week_start = '${WEEK}' and user_id = ${userId})
    select (select coalesce(sum(c.learners), 0) from weekly_exp_counts c, me
             where c.week_start = '${WEEK}' and c.exp > me.exp) as above,
           (select coalesce(sum(h.learners), 0) from weekly_exp_hour_counts h, me
             where h.week_start = '${WEEK}' and h.exp = me.exp and h.hour < me.hour) as earlier_hours,
           (select count(*) from weekly_scores s, me where s.week_start = '${WEEK}' and s.exp = me.exp
             and s.reached_at >= '${from}'::timestamptz + me.hour * interval '1 hour'
             and (s.reached_at, s.user_id) < (me.reached_at, ${userId})) as same_hour
    from me`;
};

printMachine();
const name = `katana_bench_lb_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString() });
const redis = new Redis(redisUrl);
const prefix = `katana:bench:lb:${randomBytes(4).toString('hex')}:`;
try {
  await runMigrations(handle);
  const raw = new pg.Client({ connectionString: url.toString() });
  await raw.connect();
  // EXP per learner: 5 x a log-uniform 1..5000 (multiples of 5 as awards are, many ties low down: ~8% share 10 EXP);
  // reached_at anywhere in the week; groups of 30 in id order.
  await timed(`generate ${LEARNERS} users + weekly scores (generate_series)`, async () => {
    await raw.query(
      `insert into users (name, email) select 'Learner ' || g, 'l' || g || '@bench.local'
                     from generate_series(1, $1) g`,
      [LEARNERS],
    );
    await raw.query(`select setseed(0.42)`);
    await raw.query(
      `insert into weekly_scores (week_start, user_id, exp, reached_at, tier_order, group_index)
       select $1::date, u.id, 5 * ceil(exp(random() * ln(5000)))::int,
              date_trunc('second', $1::date::timestamp at time zone 'Asia/Kolkata' + random() * interval '7 days'),
              7, (u.id - 1) / 30
       from users u`,
      [WEEK],
    );
    await raw.query(`insert into weekly_exp_counts (week_start, exp, learners)
                     select week_start, exp, count(*) from weekly_scores group by 1, 2`);
    await raw.query(
      `insert into weekly_exp_hour_counts (week_start, exp, hour, learners)
       select week_start, exp,
              least(167, floor(extract(epoch from reached_at - week_start::timestamp at time zone 'Asia/Kolkata') / 3600))::int,
              count(*)
       from weekly_scores group by 1, 2, 3`,
    );
    await raw.query(`vacuum analyze weekly_exp_hour_counts`);
    await raw.query(`vacuum analyze weekly_scores`);
    await raw.query(`vacuum analyze weekly_exp_counts`);
    await raw.query(`vacuum analyze users`);
  });
  const stats = await raw.query(
    `select count(distinct exp) as distinct_exp, max(n) as biggest_tie from
       (select exp, count(*) as n from weekly_scores group by exp) t`,
  );
  console.log(
    `distinct EXP values: ${stats.rows[0].distinct_exp}; largest tie: ${stats.rows[0].biggest_tie} learners`,
  );
  const ids = (await raw.query(`select min(id) as lo, max(id) as hi from users`)).rows[0];
  if (process.env.EXPLAIN) {
    const plan = async (q: string) =>
      console.log(
        (await raw.query(`explain (analyze, buffers) ${q}`)).rows.map((r) => r['QUERY PLAN']).join('\n'),
      );
    await plan(`select s.user_id, u.uuid::text as uuid, u.name, u.image, s.exp
          from (select user_id, exp, reached_at from weekly_scores where week_start = '${WEEK}'
                order by exp desc nulls last, reached_at, user_id limit 100 offset 0) s
          join users u on u.id = s.user_id order by s.exp desc, s.reached_at, s.user_id`);
    await plan(`with me as (select exp, reached_at from weekly_scores where week_start = '${WEEK}' and user_id = ${ids.lo})
          select (select coalesce(sum(c.learners), 0) from weekly_exp_counts c, me
              where c.week_start = '${WEEK}' and c.exp > me.exp) as above,
            (select count(*) from weekly_scores s, me where s.week_start = '${WEEK}' and s.exp = me.exp
                and (s.reached_at, s.user_id) < (me.reached_at, ${ids.lo})) as ties from me`);
  }
  const lo = Number(ids.lo);
  const span = Number(ids.hi) - lo + 1;
  await raw.end();

  const repo = createLeaderboardRepository(handle.db);
  const board = createLeaderboardRedis({ redis, repo, prefix });
  const sample = Array.from({ length: LOOKUPS }, () => lo + Math.floor(rand() * span));

  const built = await timed('Redis key rebuilt from SQL (keyset pages of 10,000, ZADD per page)', () =>
    board.rebuild(WEEK),
  );
  console.log(
    `Redis members: ${built}; used memory ${(await redis.info('memory')).match(/used_memory_human:(\S+)/)?.[1]}`,
  );

  // Both stores must agree before their speed means anything.
  for (const id of sample.slice(0, 200)) {
    const [a, b] = [await repo.globalRank(WEEK, id), await board.rank(WEEK, id)];
    if (a !== b) throw new Error(`rank mismatch for ${id}: SQL ${a}, Redis ${b}`);
  }
  const topSql = await repo.globalPage(WEEK, 0, 100);
  const topRedis = await board.page(WEEK, 0, 100);
  if (JSON.stringify(topSql.map((r) => r.userId)) !== JSON.stringify(topRedis.map((r) => r.userId)))
    throw new Error('top-100 pages differ');
  console.log('SQL and Redis agree on 200 sampled ranks and the top-100 page');

  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
  if (handle.raw.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const pool = handle.raw.pool;
  // The floor on this machine: one round trip that does no work.
  rows.push([
    'PostgreSQL: `select 1` (round trip only)',
    await measure(LOOKUPS, () => pool.query('select 1')),
  ]);
  rows.push(['Redis: PING (round trip only)', await measure(LOOKUPS, () => redis.ping())]);
  rows.push([
    'PostgreSQL: rank of a user',
    await measure(LOOKUPS, (i) => repo.globalRank(WEEK, sample[i % LOOKUPS]!)),
  ]);
  rows.push([
    'Redis: rank of a user (EXISTS + ZREVRANK, one round trip)',
    await measure(LOOKUPS, (i) => board.rank(WEEK, sample[i % LOOKUPS]!)),
  ]);
  rows.push([
    'PostgreSQL: top-100 page with names',
    await measure(PAGES, () => repo.globalPage(WEEK, 0, 100)),
  ]);
  rows.push(['Redis: top-100 page (ZREVRANGE)', await measure(PAGES, () => board.page(WEEK, 0, 100))]);
  rows.push([
    'Redis: top-100 page + names from PostgreSQL',
    await measure(PAGES, async () => repo.usersByIds((await board.page(WEEK, 0, 100)).map((r) => r.userId))),
  ]);
  rows.push([
    'PostgreSQL: page at rank 500,001 (offset)',
    await measure(20, () => repo.globalPage(WEEK, 500_000, 100)),
  ]);
  rows.push(['Redis: page at rank 500,001', await measure(PAGES, () => board.page(WEEK, 500_000, 100))]);

  // Server-side work of the rank query alone (EXPLAIN ANALYZE execution time), free of client scheduling delays.
  const exec: number[] = [];
  const probe = new pg.Client({ connectionString: url.toString() });
  await probe.connect();
  for (const id of sample.slice(0, 300)) {
    const out = await probe.query(`explain (analyze, format json) ${rankSql(id)}`);
    exec.push(out.rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  await probe.end();
  rows.push([
    'PostgreSQL: rank query, server execution time (300 users)',
    {
      p50: percentile(exec, 50).toFixed(2),
      p95: percentile(exec, 95).toFixed(2),
      p99: percentile(exec, 99).toFixed(2),
      max: Math.max(...exec).toFixed(2),
    },
  ]);

  console.log(`\n| ${LEARNERS.toLocaleString('en')} learners | p50 ms | p95 ms | p99 ms | max ms |`);
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, m] of rows) console.log(`| ${label} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.max} |`);
} finally {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await handle.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
