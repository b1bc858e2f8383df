/**
 * (5) Front-end submissions: the accepted files of tally-counter-button (4 hidden tests) and of the React problem
 * greenhouse-temperature-converter (5 tests, esbuild bundling first), each judged as the server does: one sandboxed
 * run of Node + playwright-core + headless Chromium. Runs one after the other (the server's queue gives each a
 * core); reports the median wall time per submission, submissions per second, the cgroup's peak memory, and the
 * ratio to the Python submission of anagram-shelves (6 tests) measured in the same rounds.
 *
 *   node --import tsx bench/judge/frontend-runs.ts [--rounds 5]
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createSandbox,
  judgeFrontendSubmission,
  judgeSubmission,
  loadPackage,
  prepareProblem,
} from '@katana/judge';
import { median, printMachine } from './machine.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const PROBLEMS = join(import.meta.dirname, '../../content/problems');

printMachine();
const sandbox = createSandbox();

async function frontendCase(slug: string, submission: string) {
  const { pkg } = await loadPackage(join(PROBLEMS, slug));
  const part = pkg.frontend!;
  const files: Record<string, string> = {};
  for (const name of part.files) {
    const text = await readFile(join(PROBLEMS, slug, 'submissions/accepted', submission, name), 'utf8').catch(
      () => null,
    );
    if (text !== null) files[name] = text;
  }
  return async () => {
    const started = performance.now();
    const result = await judgeFrontendSubmission({ pkg, files, sandbox });
    if (result.verdict !== 'CORRECT_ANSWER')
      throw new Error(`${slug}: ${result.verdict} ${result.errorMessage}`);
    return { ms: performance.now() - started, peakMb: result.peakMemoryKb / 1024 };
  };
}

const py = await loadPackage(join(PROBLEMS, 'anagram-shelves'));
const pySource = await readFile(join(PROBLEMS, 'anagram-shelves/submissions/accepted/solution.py'), 'utf8');
const prepared = await prepareProblem(py.pkg, sandbox);
async function python() {
  const started = performance.now();
  const result = await judgeSubmission({
    pkg: py.pkg,
    prepared,
    language: 'python',
    source: pySource,
    sandbox,
    mode: 'all',
  });
  if (result.verdict !== 'CORRECT_ANSWER') throw new Error(`python: ${result.verdict}`);
  return { ms: performance.now() - started, peakMb: result.maxMemoryKb / 1024 };
}

const cases: Array<[string, () => Promise<{ ms: number; peakMb: number }>]> = [
  ['FRONTEND tally-counter-button (4 tests)', await frontendCase('tally-counter-button', 'counter')],
  [
    'REACT greenhouse-temperature-converter (5 tests)',
    await frontendCase('greenhouse-temperature-converter', 'derived-state'),
  ],
  ['Python anagram-shelves (6 tests, baseline)', python],
];
const samples = new Map<string, { ms: number[]; peakMb: number[] }>(
  cases.map(([n]) => [n, { ms: [], peakMb: [] }]),
);
// Interleaved rounds: load changes hit every case alike.
for (let round = 0; round < rounds; round++) {
  for (const [name, run] of cases) {
    const { ms, peakMb } = await run();
    samples.get(name)!.ms.push(ms);
    samples.get(name)!.peakMb.push(peakMb);
  }
}
const baseline = median(samples.get(cases[2]![0])!.ms);
console.log(`\n${rounds} rounds\n`);
console.log('| submission | median s | submissions/s | peak memory MiB (median / max) | ratio to Python |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name] of cases) {
  const s = samples.get(name)!;
  const ms = median(s.ms);
  console.log(
    `| ${name} | ${(ms / 1000).toFixed(2)} | ${(1000 / ms).toFixed(2)} | ${median(s.peakMb).toFixed(0)} / ${Math.max(...s.peakMb).toFixed(0)} | ${(ms / baseline).toFixed(1)}x |`,
  );
}
