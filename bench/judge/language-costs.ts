/**
 * (3) Compile and run cost per language on A+B (each language's editor scaffold, which reads two numbers and prints
 * their sum): compile wall and CPU time, then one test's wall time, CPU time and peak memory, all in the sandbox.
 * Medians of a few runs. SQL languages run `SELECT 3 + 4` in a throw-away database (their engine reports wall time).
 *
 *   node --import tsx bench/judge/language-costs.ts [--compiles 3] [--runs 5] [--only cpp,python]
 */
import { parseArgs } from 'node:util';
import {
  allLanguages,
  compile,
  createSandbox,
  createSqlRunner,
  defaultSqlRunnerOptions,
  disposeArtifact,
  languageAvailability,
  runCompiled,
  type SqlDialect,
  submissionLimits,
} from '@katana/judge';
import { median, printMachine } from './machine.ts';

const { values } = parseArgs({
  options: {
    compiles: { type: 'string', default: '3' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const compiles = Number(values.compiles);
const runs = Number(values.runs);
const only = values.only?.split(',');
const INPUT = '3 4\n';
const limits = submissionLimits({ timeLimitS: 2, memoryMb: 256, outputMb: 8 });
const sandbox = createSandbox();

const fmt = (n: number | null, digits = 0) => (n === null ? 'n/a' : n.toFixed(digits));
printMachine();
console.log(`A+B, ${compiles} compiles and ${runs} runs per language; limits 2 s, 256 MiB\n`);
console.log(
  '| language | compile wall ms | compile CPU ms | run wall ms | run CPU ms | run peak memory MiB |',
);
console.log('|---|---:|---:|---:|---:|---:|');

const sqlRunner = createSqlRunner(defaultSqlRunnerOptions());
try {
  for (const language of allLanguages()) {
    if (only && !only.includes(language.key)) continue;
    if (language.kind === 'sql') {
      const availability = await sqlRunner.availability(language.key as SqlDialect);
      if (!availability.available) {
        console.log(`| ${language.key} | unavailable: ${availability.reason} |||||`);
        continue;
      }
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await sqlRunner.runSql({
          dialect: language.key as SqlDialect,
          setupSql: '',
          query: 'SELECT 3 + 4 AS sum;',
          ordered: true,
        });
        if (r.status !== 'OK' || r.rows[0]?.[0] !== '7')
          throw new Error(`${language.key}: ${r.status} ${r.error ?? r.table}`);
        times.push(r.timeMs);
      }
      console.log(
        `| ${language.key} (${availability.engine ?? 'sql'}) | - | - | ${fmt(median(times))} | n/a | n/a |`,
      );
      continue;
    }
    const availability = languageAvailability(language);
    if (!availability.available) {
      console.log(`| ${language.key} | unavailable: ${availability.reason} |||||`);
      continue;
    }
    const compileWall: number[] = [];
    const compileCpu: number[] = [];
    const runWall: number[] = [];
    const runCpu: number[] = [];
    const runMem: number[] = [];
    for (let c = 0; c < compiles; c++) {
      const started = performance.now();
      const compiled = await compile(language.key, language.scaffold, { sandbox });
      compileWall.push(performance.now() - started);
      compileCpu.push(compiled.result?.cpuTimeMs ?? 0);
      if (!compiled.artifact)
        throw new Error(`${language.key} scaffold did not compile: ${compiled.message}`);
      try {
        // Runs of the last compile only: the artifact is the same each time.
        if (c < compiles - 1) continue;
        for (let r = 0; r < runs; r++) {
          const result = await runCompiled(compiled.artifact, { data: INPUT }, limits, { sandbox });
          if (result.outcome !== 'OK' || result.stdout.trim() !== '7')
            throw new Error(
              `${language.key}: ${result.outcome} ${result.stdout} ${result.stderr.slice(0, 300)}`,
            );
          runWall.push(result.wallTimeMs);
          runCpu.push(result.cpuTimeMs);
          runMem.push(result.peakMemoryKb / 1024);
        }
      } finally {
        await disposeArtifact(compiled.artifact);
      }
    }
    const hasCompiler = language.compile !== undefined && !language.compile.checkOnly;
    const label = hasCompiler ? language.key : `${language.key} (syntax check)`;
    console.log(
      `| ${label} | ${fmt(median(compileWall))} | ${fmt(median(compileCpu))} | ${fmt(median(runWall))} | ` +
        `${fmt(median(runCpu))} | ${fmt(median(runMem), 1)} |`,
    );
  }
} finally {
  await sqlRunner.close();
}
