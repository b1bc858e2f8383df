/**
 * The app the fuzz pass attacks: the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL) with every log line
 * captured, a small slice of the real catalogue (a code problem, a SQL problem, quizzes, a list), a live contest, a
 * test series, a signed-in learner with a submission, and a judge stand-in (judging itself is not under test and
 * would spend the machine's cores). `baseline` gives realistic values by parameter name, so malformed input
 * reaches past "not found" into the code that stores and looks things up.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../test/auth-helpers.ts';
import { CONTENT_DIR, importContentAtStart } from '../practice/catalogue/importer/start-import.ts';
import { seedContests } from '../contests/contest-seed.ts';
import { seedTestSeries } from '../test-series/test-series-seed.ts';
import type { JudgeJobHandler } from '../judge/judge-job-handler.ts';
import type { Baseline, Operation } from './openapi-cases.test-support.ts';
import { linesStream } from '../test/lines-stream.ts';

const CODE_PROBLEM = 'gift-pair-budget';
const SQL_PROBLEM = 'gym-visit-streaks';
/** A contest's problems leave the practice catalogue while it runs, so the contest has one of its own. */
const CONTEST_PROBLEM = 'bracket-ledger-check';
const MCQ_ITEM = 'binary-search-probes';
const FILL_UP_ITEM = 'heap-operation-costs';
const LIST = 'top-interview-50';
const CONTEST = 'fuzz-live-contest';
const SERIES = 'fuzz-series';

/** Answers every judge job at once with a compile error: no sandbox, no waiting. */
const judgeStandIn: JudgeJobHandler = async (job) => {
  const data = job.data;
  if (data.kind === 'submission')
    return { kind: 'submission', submissionId: data.submissionId, stored: false };
  if (data.kind === 'problem-run')
    return {
      status_message: 'COMPILATION_ERROR',
      error_message: 'stand-in',
      custom: data.customInput !== undefined,
      tests: [],
      total_test_cases: 0,
      no_of_test_cases_correct: 0,
      sql: null,
    };
  return {
    language: data.language,
    verdict: 'COMPILATION_ERROR',
    status: null,
    message: 'stand-in',
    compile: { ok: false, message: 'stand-in' },
    run: null,
    limits: { time_limit_s: data.timeLimitS, memory_limit_mb: data.memoryLimitMb },
  } as never;
};

/** content/ with a few real packages (copies) plus a contest and a test series of our own. */
function miniContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'katana-fuzz-'));
  const content = join(root, 'content');
  for (const dir of ['problems', 'items', 'test-series']) mkdirSync(join(content, dir), { recursive: true });
  for (const slug of [CODE_PROBLEM, SQL_PROBLEM, CONTEST_PROBLEM])
    cpSync(join(CONTENT_DIR, 'problems', slug), join(content, 'problems', slug), { recursive: true });
  for (const slug of [MCQ_ITEM, FILL_UP_ITEM])
    cpSync(join(CONTENT_DIR, 'items', slug), join(content, 'items', slug), { recursive: true });
  copyFileSync(join(CONTENT_DIR, 'lists.yaml'), join(content, 'lists.yaml'));
  writeFileSync(
    join(content, 'test-series', 'fuzz.json'),
    JSON.stringify({
      slug: SERIES,
      name: 'Fuzz series',
      tests: [
        {
          key: 'one',
          name: 'One',
          offering_type: 'Test',
          duration_minutes: 60,
          problems: [CODE_PROBLEM, MCQ_ITEM, FILL_UP_ITEM],
        },
      ],
    }),
  );
  writeFileSync(
    join(root, 'contests.json'),
    JSON.stringify({
      contests: [
        {
          slug: CONTEST,
          title: 'Fuzz live contest',
          description: 'Running while the fuzz pass attacks it.',
          schedule: { start_in_minutes: -5 },
          duration_minutes: 120,
          freeze_minutes: 0,
          format: 'ICPC',
          essence_type: 'skill_development',
          guest_allowed: true,
          rated: false,
          problems: [CONTEST_PROBLEM],
        },
      ],
    }),
  );
  return root;
}

export interface FuzzApp {
  t: TestApp;
  logLines: string[];
  session: Session;
  /** Headers of the signed-in learner's browser requests (cookies and the CSRF echo). */
  signedIn(): Record<string, string>;
  /** A fresh learner's session, for operations that end the session they run in (logout). */
  freshSession(): Promise<Record<string, string>>;
  baseline: Baseline;
  close(): Promise<void>;
}

export async function createFuzzApp(): Promise<FuzzApp> {
  const logLines: string[] = [];
  const stream = linesStream(logLines);
  const t = await createTestApp(
    {},
    {
      logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream),
      judge: { handler: judgeStandIn, concurrency: 1 },
    },
  );
  const root = miniContent();
  const quiet = pino({ level: 'silent' });
  try {
    await importContentAtStart(t.app.db, quiet, join(root, 'content'));
    await seedContests(t.app.db, quiet, Date.now(), join(root, 'contests.json'));
    await seedTestSeries(t.app.db, root, new Date());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }

  const { session, data } = await signUp(t.app);
  const uuid = (data as { user: { uuid: string } }).user.uuid;
  const headers = () => cookieHeaders(session);
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: headers() });
    if (res.statusCode !== 200) throw new Error(`fuzz setup: ${url} answered ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const ids = {
    code: (await get(`/api/v1/problems/${CODE_PROBLEM}`)).problem?.id as number | undefined,
    mcq: (await get(`/api/v1/problems/${MCQ_ITEM}`)).problem?.id as number | undefined,
    fillUp: (await get(`/api/v1/problems/${FILL_UP_ITEM}`)).problem?.id as number | undefined,
    contest: (await get(`/api/v1/contests/${CONTEST}`)).contest?.id as number | undefined,
    test: (await get(`/api/v1/test_series/${SERIES}`)).series?.tests?.[0]?.id as number | undefined,
  };
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/v1/problems/${CODE_PROBLEM}/submissions`,
    headers: headers(),
    payload: { language: 'python', code: 'print(1)' },
  });
  const submissionId = submitted.json().data?.submission?.id as string | undefined;
  logLines.length = 0;

  const area = (op: Operation) =>
    /^\/api\/v1\/contests/.test(op.path)
      ? 'contest'
      : /^\/api\/v1\/test_series/.test(op.path)
        ? 'series'
        : /^\/api\/v1\/problem-lists/.test(op.path)
          ? 'list'
          : 'practice';
  const baseline: Baseline = (name, op) => {
    switch (name) {
      case 'slug':
        return { contest: CONTEST, series: SERIES, list: LIST, practice: CODE_PROBLEM }[area(op)];
      case 'offering_id':
        return area(op) === 'contest' ? ids.contest : area(op) === 'series' ? ids.test : undefined;
      case 'event_id':
        return ids.contest;
      case 'problem_id':
      case 'entity_id':
      case 'parent_id':
        return /mcq/.test(op.path) ? ids.mcq : /fill_up/.test(op.path) ? ids.fillUp : ids.code;
      case 'id':
        return submissionId;
      case 'uuid':
      case 'profile_uuid':
        return uuid;
      case 'date':
        return new Date().toISOString().slice(0, 10);
      case 'language':
        return /psql|sql/.test(op.path) ? 'psql' : 'python';
      case 'code':
        return 'print(1)';
      case 'provider':
        return op.pathParams.some((p) => p.name === 'provider') ? 'google' : undefined;
      default:
        return undefined;
    }
  };

  return {
    t,
    logLines,
    session,
    signedIn: headers,
    async freshSession() {
      return cookieHeaders((await signUp(t.app)).session);
    },
    baseline,
    close: () => t.close(),
  };
}
