/**
 * Contest standings at 20,000 participants / ~60,000 judged submissions (issue #7): the old path (load the whole
 * board and rank it with the shared rules on the API node, then slice a cached copy) against the new one
 * (contest-standings-store.ts: stored per-participant rows, one indexed ORDER BY ... LIMIT per page, rank by COUNT,
 * cells for the page only), side by side in the same run and database. Also the one-time backfill of a contest
 * that predates the table, and what the verdict hook now adds per verdict (the participant's row recomputed).
 *
 *   node --import tsx bench/contests/standings.ts [--participants 20000] [--runs 30]   # PGlite in memory
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/contests/standings.ts      # PostgreSQL (throw-away db)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import type { ProblemRow } from '../../apps/server/src/db/schema/practice.ts';
import { createContest } from '../../apps/server/src/contests/contest-admin.ts';
import { loadBoardData, rankBoard } from '../../apps/server/src/contests/contest-board.ts';
import { generateBoard } from '../../apps/server/src/contests/contest-board-generator.test-support.ts';
import { choiceItem } from '../../apps/server/src/contests/contest-fixtures.test-support.ts';
import { createStandingsService } from '../../apps/server/src/contests/contest-standings.service.ts';
import { createContestRepository } from '../../apps/server/src/contests/contest.repository.ts';
import { refreshStandings } from '../../apps/server/src/contests/contest-standings-store.ts';
import { insertQuizProblem } from '../../apps/server/src/practice/submissions/problem-fixtures.test-support.ts';
import { median, percentile, printMachine } from '../judge/machine.ts';
import { createStandingsService as createOldStandingsService } from './old-standings-service.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PARTICIPANTS = arg('participants', 20_000);
const RUNS = arg('runs', 30);
const PAGE_SIZE = 50;
const MIN = 60_000;

const f = (ms: number) => `${ms.toFixed(1)} ms`;

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

async function series(label: string, fn: () => Promise<unknown>, runs = RUNS) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push((await time(fn))[0]);
  console.log(
    `  ${label.padEnd(44)} median ${f(median(ms)).padStart(10)}   p99 ${f(percentile(ms, 99)).padStart(10)}`,
  );
}

async function open(): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openDatabase({}), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `katana_bench_contest_${randomBytes(4).toString('hex')}`;
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
try {
  await runMigrations(handle);
  console.log(
    `${label}: ${PARTICIPANTS} participants, ICPC, 3 problems, freeze 30 min; page size ${PAGE_SIZE}`,
  );
  const problems: ProblemRow[] = [];
  for (let i = 0; i < 3; i++) problems.push(await insertQuizProblem(db, choiceItem()));
  const now = Date.now();
  const contest = await createContest(db, {
    title: 'Weekly Contest Bench',
    startAt: new Date(now - 100 * MIN),
    endAt: new Date(now + 20 * MIN),
    problemSlugs: problems.map((p) => p.slug),
    freezeMinutes: 30,
  });
  const [genMs, pids] = await time(() =>
    generateBoard(db, contest, problems, { participants: PARTICIPANTS, perParticipant: 3, seed: 42 }),
  );
  const subs = (await loadBoardData(db, contest)).submissions.length;
  console.log(
    `  generated ${pids.length} participants, ${subs} submissions in ${(genMs / 1000).toFixed(1)} s`,
  );

  const during = createStandingsService({ db, now: () => contest.endAt.getTime() - 5 * MIN });
  const after = createStandingsService({ db, now: () => contest.endAt.getTime() + MIN });
  const oldDuring = createOldStandingsService({ db, now: () => contest.endAt.getTime() - 5 * MIN });
  const oldAfter = createOldStandingsService({ db, now: () => contest.endAt.getTime() + MIN });
  const q = (page: number, aroundMe = false) => ({
    page,
    page_size: PAGE_SIZE,
    ...(aroundMe ? { around_me: 'true' as const } : {}),
  });

  const [loadMs, data] = await time(() => loadBoardData(db, contest));
  const [rankMs] = await time(async () => rankBoard(data));
  console.log(`old path, parts of its first build: load ${f(loadMs)} + rank ${f(rankMs)}`);
  const [oldFirstMs] = await time(() => oldAfter.standings(null, contest.slug, q(1)));
  console.log(`old path, first request on a node (build + page): ${f(oldFirstMs)}`);
  const [backfillMs] = await time(() => refreshStandings(db, contest, pids));
  console.log(`new path, one-time backfill of a contest older than the table: ${f(backfillMs)}`);
  const [newFirstMs] = await time(() => after.standings(null, contest.slug, q(1)));
  console.log(`new path, first request on a node (sync check + page): ${f(newFirstMs)}`);
  await oldDuring.standings(null, contest.slug, q(1));
  await during.standings(null, contest.slug, q(1));

  const middle = Math.ceil(data.participants.length / PAGE_SIZE / 2);
  const viewer = data.participants[Math.floor(data.participants.length / 2)]!.userId;
  const cases: [string, (s: typeof after) => Promise<unknown>, 'after' | 'during'][] = [
    ['first page', (s) => s.standings(null, contest.slug, q(1)), 'after'],
    [`middle page (${middle})`, (s) => s.standings(null, contest.slug, q(middle)), 'after'],
    ['own row + its page (around_me)', (s) => s.standings(viewer, contest.slug, q(1, true)), 'after'],
    ['frozen: own live row + its page', (s) => s.standings(viewer, contest.slug, q(1, true)), 'during'],
  ];
  console.log(`warm requests, ${RUNS} runs each (old = cached board at the current version):`);
  for (const [name, run, when] of cases) {
    await series(`old ${name}`, () => run((when === 'after' ? oldAfter : oldDuring) as never));
    await series(`new ${name}`, () => run(when === 'after' ? after : during));
  }
  // A verdict bumps the standings version: the old path rebuilds the whole board (or serves it stale meanwhile),
  // the new one re-reads the row count and first-to-solve times.
  const afterVerdict = async (svc: typeof after) => {
    await createContestRepository(db).bumpVersion(contest.id);
    await svc.standings(null, contest.slug, q(1));
  };
  await series('old first page right after a verdict', () => afterVerdict(oldAfter as never), 5);
  await series('new first page right after a verdict', () => afterVerdict(after), 5);
  let k = 0;
  await series('verdict hook: one participant row recomputed', () =>
    db.transaction((tx) => refreshStandings(tx, contest, [pids[k++ % pids.length]!])),
  );
} finally {
  await handle.close();
  await drop();
}
