/**
 * (4) An SQL submission beside a Python one: late-ferry-sailings (psql, 6 data sets: 2 samples + 4 secret, expected
 * results from the reference query) and anagram-shelves (Python, 6 tests), both judged as the server does (mode
 * `all`, in the sandbox). Each round starts a fresh SQL engine, like a fresh server:
 *
 *   cold        the first submission on an engine nobody warmed (template initdb and every process on demand)
 *   first       the first submission after the server's start-up warm-up (reference runs included)
 *   next        the following submissions (reference results cached, processes warm)
 *
 * Medians over the rounds, and the ratio to the Python submission measured in the same rounds.
 *
 * With --before DIR (a checkout of an earlier commit's packages/judge/src, e.g. `git archive ab43350
 * packages/judge/src | tar -x -C .bench-before`), that commit's PGlite engine is timed in the same rounds too.
 *
 *   node --import tsx bench/judge/sql-submission.ts [--rounds 3] [--next 3] [--warm 2] [--before DIR]
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createSandbox,
  createSqlRunner,
  judgeSqlSubmission,
  judgeSubmission,
  loadPackage,
  PgliteEngine,
  prepareProblem,
  SqlJudge,
} from '@katana/judge';
import { median, printMachine } from './machine.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    next: { type: 'string', default: '3' },
    warm: { type: 'string', default: '2' },
    before: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const nextRuns = Number(values.next);
const warmProcesses = Number(values.warm);
const PROBLEMS = join(import.meta.dirname, '../../content/problems');

printMachine();
const sandbox = createSandbox();
const sql = await loadPackage(join(PROBLEMS, 'late-ferry-sailings'));
const py = await loadPackage(join(PROBLEMS, 'anagram-shelves'));
const query = await readFile(join(PROBLEMS, 'late-ferry-sailings/submissions/accepted/solution.sql'), 'utf8');
const pySource = await readFile(join(PROBLEMS, 'anagram-shelves/submissions/accepted/solution.py'), 'utf8');
const prepared = await prepareProblem(py.pkg, sandbox);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function sqlSubmission(engine: PgliteEngine, judge: SqlJudge): Promise<number> {
  const runner = createSqlRunner({ engines: { psql: engine } });
  const [ms, result] = await timed(() =>
    judgeSqlSubmission({ pkg: sql.pkg, dialect: 'psql', query, runner, judge, mode: 'all' }),
  );
  if (result.verdict !== 'CORRECT_ANSWER' || result.cases.length !== 6)
    throw new Error(`SQL submission: ${result.verdict} on ${result.cases.length} data sets`);
  return ms;
}

async function pySubmission(): Promise<number> {
  const [ms, result] = await timed(() =>
    judgeSubmission({ pkg: py.pkg, prepared, language: 'python', source: pySource, sandbox, mode: 'all' }),
  );
  if (result.verdict !== 'CORRECT_ANSWER') throw new Error(`Python submission: ${result.verdict}`);
  return ms;
}

const times = {
  cold: [] as number[],
  first: [] as number[],
  next: [] as number[],
  python: [] as number[],
  beforeFirst: [] as number[],
  beforeNext: [] as number[],
};
const Before = values.before
  ? ((await import(join(process.cwd(), values.before, 'packages/judge/src/sql/engines/pglite-engine.ts')))
      .PgliteEngine as new (options: { sandbox: typeof sandbox }) => PgliteEngine)
  : null;
try {
  for (let round = 0; round < rounds; round++) {
    const cold = new PgliteEngine({ sandbox, warmProcesses: 0 });
    times.cold.push(await sqlSubmission(cold, new SqlJudge(createSqlRunner({ engines: { psql: cold } }))));
    await cold.close();

    const engine = new PgliteEngine({ sandbox, warmProcesses });
    await engine.warm(); // what the server's first SQL run leaves (the pool started)
    await waitForWarm(engine);
    const judge = new SqlJudge(createSqlRunner({ engines: { psql: engine } }));
    times.first.push(await sqlSubmission(engine, judge));
    for (let i = 0; i < nextRuns; i++) {
      times.python.push(await pySubmission());
      await waitForWarm(engine); // submissions a few seconds apart, as learners send them
      times.next.push(await sqlSubmission(engine, judge));
    }
    await engine.close();

    if (Before) {
      const before = new Before({ sandbox });
      const beforeJudge = new SqlJudge(createSqlRunner({ engines: { psql: before } }));
      times.beforeFirst.push(await sqlSubmission(before, beforeJudge));
      for (let i = 0; i < nextRuns; i++) times.beforeNext.push(await sqlSubmission(before, beforeJudge));
      await before.close();
    }
    console.error(`round ${round + 1}/${rounds} done; load average ${osLoad()}`);
  }
} finally {
  await prepared.dispose();
  await sql.dispose();
  await py.dispose();
}

/** Waits until the engine's warm processes have PGlite loaded (the pool counts them as soon as they start). */
async function waitForWarm(engine: PgliteEngine): Promise<void> {
  await engine.warmReady();
}

function osLoad(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

const py50 = median(times.python);
const row = (name: string, list: number[]) =>
  `| ${name} | ${list.length} | ${median(list).toFixed(0)} | ${Math.min(...list).toFixed(0)} | ${(median(list) / py50).toFixed(2)}x |`;
console.log(`\nload average at end ${osLoad()}; ${warmProcesses} warm processes per memory limit\n`);
console.log('| submission (6 data sets / tests) | n | median ms | min ms | / Python median |');
console.log('|---|---:|---:|---:|---:|');
console.log(row('SQL cold (no warm-up: initdb + every process on demand)', times.cold));
console.log(row('SQL first after start-up warm-up (reference runs included)', times.first));
console.log(row('SQL next (reference cached)', times.next));
console.log(row('Python (anagram-shelves, accepted)', times.python));
if (Before) {
  console.log(row(`before (${values.before}): first on a fresh engine`, times.beforeFirst));
  console.log(row(`before (${values.before}): next`, times.beforeNext));
}
