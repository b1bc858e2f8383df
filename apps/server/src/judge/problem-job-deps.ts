/**
 * What the judging side needs for problem jobs, from a database handle: packages fetched from problem_packages into
 * the local cache, the judging strategies, and the recorder that stores verdicts. Built by the judge plugin
 * (embedded) and by `katana worker` (scale-out, from DATABASE_URL).
 */
import type { Db } from '../db/client.ts';
import { problemProgressRepository } from '../practice/submissions/problem-progress.repository.ts';
import { createSubmissionRecorder } from '../practice/submissions/submission-recorder.ts';
import { judgedSubmissionHooks, offeringPointsScales } from '../judged-submission-hooks.ts';
import type { Sandbox } from '@katana/judge';
import type { ProblemJobDeps } from './problem-jobs.ts';
import { ProblemCache, type PackageSource } from './problem-cache.ts';
import { createProblemJudging } from './problem-judging.ts';
import type { SqlSupport } from './sql-support.ts';

export function databasePackageSource(db: Db): PackageSource {
  return { fetch: (sha256) => problemProgressRepository.packageArchive(db, sha256) };
}

export interface ProblemJobDepsOptions {
  db: Db;
  sandbox: Sandbox;
  sql: SqlSupport;
  /** Unpacked packages (default: <os tmp>/katana-packages). */
  packageCacheDir?: string | undefined;
  onError?: ProblemJobDeps['onError'];
}

export function createProblemJobDeps(
  options: ProblemJobDepsOptions,
): ProblemJobDeps & { close(): Promise<void> } {
  const problems = new ProblemCache({
    source: databasePackageSource(options.db),
    sandbox: options.sandbox,
    ...(options.packageCacheDir ? { dir: options.packageCacheDir } : {}),
  });
  return {
    problems,
    judge: createProblemJudging({ sandbox: options.sandbox, sql: options.sql }),
    submissions: createSubmissionRecorder(options.db, {
      hooks: judgedSubmissionHooks(),
      scales: offeringPointsScales(),
    }),
    ...(options.onError ? { onError: options.onError } : {}),
    close: () => problems.close(),
  };
}
