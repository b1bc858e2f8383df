/**
 * Cold start and idle memory of the embedded default (PGlite in DATA_DIR, in-process judge): `npm start` until the
 * home page answers 200, on fresh data (an empty DATA_DIR: migrations, seeding, catalogue import) and on existing
 * data (the same DATA_DIR again), with the set-up already done; then the resident memory after the server has sat
 * idle for a while. See results.md.
 *
 *   node --import tsx bench/startup/cold-start.ts [--runs 5] [--idle-seconds 20]
 *
 * Each run: a fresh start in a new temporary DATA_DIR (stopped once the page answered), then a start on that data,
 * left idle --idle-seconds before its memory is read. The set-up (scripts/setup.sh) runs once before the first run,
 * untimed, so the timed starts find it done, as a second `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, printMachine } from '../judge/machine.ts';
import { memoryOf, repoRoot, startServer, type MemorySample } from './server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const IDLE_SECONDS = arg('idle-seconds', 20);

printMachine();
execFileSync('bash', ['scripts/setup.sh'], { cwd: repoRoot, stdio: 'ignore' });

const fresh: number[] = [];
const existing: number[] = [];
const reimport: number[] = [];
const memory: MemorySample[] = [];
const loads: string[] = [];
const load = () => execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ');
const s = (ms: number) => (ms / 1000).toFixed(2);

for (let run = 1; run <= RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'katana-startup-'));
  try {
    loads.push(load());
    const first = await startServer(dataDir);
    fresh.push(first.firstPageMs);
    await first.stop();
    const second = await startServer(dataDir);
    existing.push(second.firstPageMs);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const sample = memoryOf(second.child.pid!);
    memory.push(sample);
    await second.stop();
    // The baseline in the same run: the same data started again after forgetting the last import's fingerprint
    // (prepared-state.ts), which is what every restart did before a restart could skip the import.
    const db = new PGlite(join(dataDir, 'pglite'));
    await db.query('delete from app_state');
    await db.close();
    const third = await startServer(dataDir);
    reimport.push(third.firstPageMs);
    await third.stop();
    console.log(
      `run ${run}: fresh ${s(first.firstPageMs)} s, existing ${s(second.firstPageMs)} s, existing with the ` +
        `import run again ${s(third.firstPageMs)} s, idle RSS server ` +
        `${sample.serverMiB} MiB, with its ${sample.children} child processes ${sample.treeMiB} MiB ` +
        `(load ${loads.at(-1)})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nmedians of ${RUNS} runs: fresh data ${s(median(fresh))} s (min ${s(Math.min(...fresh))}, max ` +
    `${s(Math.max(...fresh))}); existing data ${s(median(existing))} s (min ${s(Math.min(...existing))}, max ` +
    `${s(Math.max(...existing))}); existing data with the import run again ${s(median(reimport))} s (ratio ` +
    `${(median(existing) / median(reimport)).toFixed(2)}); idle RSS after ${IDLE_SECONDS} s: server ` +
    `${median(memory.map((m) => m.serverMiB))} MiB, server + child processes ` +
    `${median(memory.map((m) => m.treeMiB))} MiB`,
);
console.log(`load average at each run's start: ${loads.join(' | ')}`);
