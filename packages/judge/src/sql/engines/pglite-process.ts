/**
 * One PGlite process of the pool (./pglite-pool.ts): started with the template path, it loads PGlite and prints a
 * ready mark, then waits for its one job on stdin (./pglite-child.mjs, warm mode).
 */
import { createBox, removeBox } from '../../compile-run/workspace.ts';
import type { Sandbox } from '../../sandbox/types.ts';
import { startIsolated, type IsolatedRunResult, type LiveIsolatedRun } from './isolated-process.ts';
import type { WarmProcess } from './pglite-pool.ts';

const READY_MARK = '\u0001KATANA_SQL_READY\n';
// A template dump is about 40 MB; the child writes no file of its own in a run.
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export interface PgliteProcess extends WarmProcess {
  /** The process's end (its stdout carries the result line). */
  result: Promise<IsolatedRunResult>;
  /** Hands over the job (once, after `ready`). */
  send(job: string): void;
  /** Stops it now: its result reads TIME_LIMIT. */
  kill(): void;
}

export interface PgliteProcessSpec {
  script: string;
  pgliteEntry: string;
  packageDir: string;
  template: Promise<string>;
  wallTimeMs: number;
  memoryMb: number;
  maxOutputBytes: number;
  sandbox?: Sandbox;
}

export function startPgliteProcess(spec: PgliteProcessSpec): PgliteProcess {
  let sawReady!: (ok: boolean) => void;
  const ready = new Promise<boolean>((resolve) => (sawReady = resolve));
  let live: LiveIsolatedRun | null = null;
  let killed = false;
  let seen = '';
  let isReady = false;
  const box = createBox('run');
  const started = Promise.all([box, spec.template]).then(([boxDir, templatePath]) => {
    live = startIsolated(
      {
        script: spec.script,
        args: ['--warm', JSON.stringify({ pgliteEntry: spec.pgliteEntry, templatePath })],
        stdin: '',
        boxDir,
        readOnlyPaths: [spec.packageDir, templatePath],
        wallTimeMs: spec.wallTimeMs,
        memoryMb: spec.memoryMb,
        maxOutputBytes: spec.maxOutputBytes,
        maxFileBytes: MAX_FILE_BYTES,
      },
      spec.sandbox,
      (chunk) => {
        if (isReady) return;
        seen += chunk.toString('utf8');
        if (seen.includes(READY_MARK)) {
          isReady = true;
          sawReady(true);
        }
      },
    );
    if (killed) live.kill();
    return live;
  });
  const result = started.then(
    (run) => run.result,
    (error: Error): IsolatedRunResult => ({
      outcome: 'SANDBOX_ERROR',
      stdout: '',
      stderr: error.message,
      wallTimeMs: 0,
    }),
  );
  void result.then(() => sawReady(false));
  const kill = () => {
    killed = true;
    live?.kill();
  };
  return {
    ready,
    result,
    send: (job) => live?.stdin?.end(job),
    kill,
    discard: async () => {
      kill();
      await result;
      await box.then(removeBox, () => undefined);
    },
  };
}
