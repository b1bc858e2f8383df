/**
 * Search at 10,000 problems + 50,000 posts in search_documents: per-query latency of the search service (the
 * production SQL of search.repository.ts with practice's access policy and contests' hidden-problem condition, and
 * the snippet/highlight presenter) for a mix of queries (one word, two words, a title with one typo, a prefix), on
 * PGlite and on PostgreSQL, each beside a bare primary-key select (the floor, measured in turn with the searches so
 * both see the same load); and the check that a problem's title with one typo finds it in the top 3. See results.md.
 *
 *   bash scripts/test-services.sh > /tmp/svc.env && . /tmp/svc.env     # a private PostgreSQL (for its half)
 *   node --import tsx bench/search/search-query.ts [--problems 10000] [--posts 50000] [--queries 400]
 *   bash scripts/test-services.sh stop "$KATANA_TEST_SERVICES_DIR"
 *
 * Text comes from content/ (every Markdown file: statements, articles, notes), so word frequencies are real ones.
 * Without TEST_DATABASE_URL only PGlite is measured. EXPLAIN=1 prints the plans of one query of each kind.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createProblemAccess } from '../../apps/server/src/practice/access/problem-access.ts';
import { createContestRepository } from '../../apps/server/src/contests/contest.repository.ts';
import { indexSearchDocuments, type SearchDocumentInput } from '../../apps/server/src/search/index.ts';
import { createSearchRepository } from '../../apps/server/src/search/search.repository.ts';
import { createSearchService } from '../../apps/server/src/search/search.service.ts';
import { machineInfo, percentile, printMachine } from '../judge/machine.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PROBLEMS = arg('problems', 10_000);
const POSTS = arg('posts', 50_000);
const QUERIES = arg('queries', 400);
const TYPO_CHECKS = arg('typo-checks', 200);
/** `--only pglite` or `--only postgres` measures one database. */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

// A fixed pseudo-random sequence (mulberry32), so every run builds the same documents and asks the same queries.
let seed = 20261127;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

const root = path.join(import.meta.dirname, '../..');
const corpus = markdownFiles(path.join(root, 'content'))
  .map((f) => readFileSync(f, 'utf8'))
  .join(' ')
  .match(/[A-Za-z]+/g)!
  .map((w) => w.toLowerCase());
const titleWords = [...new Set(corpus.filter((w) => w.length >= 5 && w.length <= 11))];
const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
const passage = (words: number) => {
  const at = Math.floor(rand() * (corpus.length - words));
  return corpus.slice(at, at + words).join(' ');
};

function problemTitles(n: number): string[] {
  const titles = new Set<string>();
  while (titles.size < n)
    titles.add(Array.from({ length: 2 + Math.floor(rand() * 3) }, () => capital(pick(titleWords))).join(' '));
  return [...titles];
}

function documents(titles: readonly string[]): SearchDocumentInput[] {
  const docs: SearchDocumentInput[] = titles.map((title, i) => ({
    type: 'problem',
    refKey: `p-${i}`,
    title,
    keywords: `${pick(titleWords)} ${pick(titleWords)}`,
    body: passage(80 + Math.floor(rand() * 120)),
    url: `/problems/p-${i}`,
    problemId: i + 1,
    meta: { difficulty: pick(['EASY', 'MEDIUM', 'HARD']) },
    popularity: Math.floor(rand() * 1000),
  }));
  for (let i = 0; i < POSTS; i++)
    docs.push({
      type: 'discussion',
      refKey: `d-${i}`,
      title: capital(passage(4 + Math.floor(rand() * 6))),
      body: passage(30 + Math.floor(rand() * 150)),
      url: `/campus/public/discussions/d-${i}`,
      popularity: Math.floor(rand() * 50),
    });
  return docs;
}

/** One typo: two neighbouring letters swapped, or one letter dropped or doubled, in one word of the title. */
function withTypo(title: string): string {
  const words = title.split(' ');
  const w = Math.floor(rand() * words.length);
  const word = words[w]!;
  const at = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  words[w] =
    kind === 0
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : kind === 1
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + word[at] + word.slice(at);
  return words.join(' ');
}

type Kind = 'one word' | 'two words' | 'title with a typo' | 'prefix';
function queries(titles: readonly string[]): Array<[Kind, string]> {
  const common = corpus.filter((w) => w.length >= 4);
  return Array.from({ length: QUERIES }, (_, i): [Kind, string] => {
    switch (i % 4) {
      case 0:
        return ['one word', pick(common)];
      case 1:
        return ['two words', `${pick(common)} ${pick(common)}`];
      case 2:
        return ['title with a typo', withTypo(pick(titles))];
      default:
        return ['prefix', pick(titleWords).slice(0, 4)];
    }
  });
}

/** A statement on the driver's own client (the bench imports no drizzle of its own). */
async function raw(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<unknown[]> {
  return handle.raw.kind === 'postgres'
    ? (await handle.raw.pool.query(text, params)).rows
    : (await handle.raw.client.query(text, params)).rows;
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

const loadAverage = () => machineInfo().loadAverage;

function stats(ms: number[]) {
  const f = (v: number) => v.toFixed(2);
  return { n: ms.length, p50: f(percentile(ms, 50)), p95: f(percentile(ms, 95)), max: f(Math.max(...ms)) };
}

async function benchOne(label: string, handle: DatabaseHandle, titles: readonly string[]) {
  const { db } = handle;
  const docs = documents(titles);
  // The GIN indexes are built without fastupdate (an embedded PGlite never vacuums its pending lists), so 60,000
  // inserts one by one into them take a quarter of an hour on PGlite: load the table without them, then build them
  // again from their own definitions (the same indexes the migrations made, so the queries below read the same thing).
  const ginIndexes = (await raw(
    handle,
    "select indexname, indexdef from pg_indexes where tablename = 'search_documents' and indexdef ilike '%using gin%'",
  )) as { indexname: string; indexdef: string }[];
  for (const { indexname } of ginIndexes) await raw(handle, `drop index "${indexname}"`);
  await timed(`${label}: ${docs.length} documents indexed`, async () => {
    await indexSearchDocuments(db, docs);
    for (const { indexdef } of ginIndexes) await raw(handle, indexdef);
  });
  await raw(handle, 'analyze search_documents');
  const access = createProblemAccess({ db });
  const contestsRepo = createContestRepository(db);
  access.register({
    name: 'contests',
    hidden: (problemId, { now }) => contestsRepo.contestOnlyProblem(problemId, now),
  });
  const service = createSearchService({ repo: createSearchRepository(db), problemAccess: access });
  const ask = (q: string) => service.search(null, { q, page: 1, type: undefined });

  const mix = queries(titles);
  for (const [, q] of mix.slice(0, 40)) await ask(q); // warm-up: caches and plans
  // Each search right after one primary-key read, so both see the same load on a shared machine.
  const byKind = new Map<string, number[]>();
  const baseline: number[] = [];
  for (const [kind, q] of mix) {
    const id = 1 + Math.floor(rand() * docs.length);
    let t0 = performance.now();
    await raw(handle, 'select id, title from search_documents where id = $1', [id]);
    baseline.push(performance.now() - t0);
    t0 = performance.now();
    await ask(q);
    const ms = performance.now() - t0;
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    byKind.set('all', [...(byKind.get('all') ?? []), ms]);
  }

  let top3 = 0;
  const misses: string[] = [];
  for (let i = 0; i < TYPO_CHECKS; i++) {
    const title = pick(titles);
    const typo = withTypo(title);
    const found = (await ask(typo)).results.slice(0, 3).some((r) => r.title === title);
    if (found) top3++;
    else if (misses.length < 5) misses.push(`"${typo}" for "${title}"`);
  }

  console.log(`\n${label}`);
  console.log(`load average at the end: ${loadAverage()}`);
  console.log('| query | n | p50 ms | p95 ms | max ms | p50 / baseline p50 | p95 / baseline p95 |');
  console.log('|---|---|---|---|---|---|---|');
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;
  const row = (name: string, ms: number[]) => {
    const s = stats(ms);
    const p50 = ratio(percentile(ms, 50), percentile(baseline, 50));
    const p95 = ratio(percentile(ms, 95), percentile(baseline, 95));
    console.log(`| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.max} | ${p50} | ${p95} |`);
  };
  row('baseline: select one row by primary key', baseline);
  for (const kind of ['one word', 'two words', 'title with a typo', 'prefix', 'all'])
    row(kind === 'all' ? 'all search queries' : kind, byKind.get(kind)!);
  console.log(`typo check: ${top3}/${TYPO_CHECKS} titles with one typo found in the top 3`);
  if (misses.length) console.log(`misses: ${misses.join('; ')}`);

  // After the tables, so a failing plan costs no numbers.
  if (process.env.EXPLAIN) {
    for (const [kind, q] of [mix[0]!, mix[1]!, mix[2]!, mix[3]!]) {
      console.log(`\n${label} EXPLAIN ${kind}: "${q}"`);
      await explain(handle, q);
    }
  }
}

/**
 * EXPLAIN ANALYZE of the very statements the repository sends (captured on their way to the driver: the search runs
 * in a transaction with sequential and plain index scans off, so the plans are taken the same way).
 */
async function explain(handle: DatabaseHandle, q: string) {
  const { db } = handle;
  type Query = Parameters<typeof db.execute>[0];
  const captured: { sql: string; params: unknown[] }[] = [];
  const dialect = (
    db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }
  ).dialect;
  const transaction = db.transaction.bind(db);
  (db as { transaction: unknown }).transaction = (fn: (tx: typeof db) => Promise<unknown>) =>
    transaction((tx) => {
      const execute = tx.execute.bind(tx);
      (tx as { execute: unknown }).execute = (query: Query) => {
        captured.push(dialect.sqlToQuery(query));
        return execute(query);
      };
      return fn(tx);
    });
  const service = createSearchService({
    repo: createSearchRepository(db),
    problemAccess: createProblemAccess({ db }),
  });
  await service.search(null, { q, page: 1, type: undefined });
  (db as { transaction: unknown }).transaction = transaction;
  // The search statement only (EXECUTE of the prepared statement), after the same settings, on one connection
  // (prepared there first if it is not yet).
  const settings = captured.find((c) => /set_config\('enable_seqscan'/.test(c.sql))!;
  const prepare = captured.find((c) => /^prepare /.test(c.sql));
  for (const { sql: text, params } of captured.filter((c) => /^execute /.test(c.sql))) {
    const run = async (query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) => {
      await query('begin');
      const { rows: ready } = await query(settings.sql, settings.params);
      if (!(ready[0] as { prepared: boolean }).prepared) {
        // Prepared by an earlier search on another connection of the pool: its text was not captured here.
        if (!prepare) return (await query('commit'), [{ 'QUERY PLAN': '(not prepared on this connection)' }]);
        await query(prepare.sql);
      }
      const { rows } = await query(`explain (analyze, buffers) ${text}`, params);
      await query('commit');
      return rows;
    };
    let plan: unknown[];
    if (handle.raw.kind === 'postgres') {
      const client = await handle.raw.pool.connect();
      try {
        plan = await run((t, p) => client.query(t, p));
      } finally {
        client.release();
      }
    } else {
      const { client } = handle.raw;
      plan = await run((t, p) => client.query(t, p));
    }
    console.log(plan.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n'));
  }
}

async function main() {
  printMachine();
  const titles = problemTitles(PROBLEMS);
  console.log(`corpus: ${corpus.length} words from content/; ${titleWords.length} distinct title words`);

  if (ONLY !== 'postgres') {
    const lite = await openDatabase({});
    try {
      await runMigrations(lite);
      await benchOne('PGlite (in-memory, in-process)', lite, titles);
    } finally {
      await lite.close();
    }
  }
  if (ONLY === 'pglite') return;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nTEST_DATABASE_URL unset: PostgreSQL skipped');
    return;
  }
  const name = `bench_search_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await runMigrations(handle);
      seed = 20261127;
      await benchOne('PostgreSQL (loopback TCP)', handle, problemTitles(PROBLEMS));
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

await main();
