/**
 * What the judging side needs for problem jobs: packages fetched from the platform's store into the local cache, the
 * judging strategies, and the sink that stores verdicts. Built by the judge plugin (embedded) and by `katana worker`
 * (scale-out) from a ProblemStore the composition root supplies (judged-submission-hooks.ts: practice's package
 * archives and submission recorder), so the judge does not depend on practice.
 */
import type { Db } from '../db/client.ts';
import type { Sandbox } from '@katana/judge';
import type { ProblemJobDeps } from './problem-jobs.ts';
import { ProblemCache, type PackageSource } from './problem-cache.ts';
import { createProblemJudging } from './problem-judging.ts';
import type { SqlSupport } from './sql-support.ts';

/** Where problem jobs read packages from and store verdicts into. */
export interface ProblemStore {
  source: PackageSource;
  submissions: ProblemJobDeps['submissions'];
}

/** Builds the store over a database handle (the API's, or the one `katana worker` opens). */
export type ProblemStoreFactory = (db: Db) => ProblemStore;

export interface ProblemJobDepsOptions {
  store: ProblemStore;
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
    source: options.store.source,
    sandbox: options.sandbox,
    ...(options.packageCacheDir ? { dir: options.packageCacheDir } : {}),
  });
  return {
    problems,
    judge: createProblemJudging({ sandbox: options.sandbox, sql: options.sql }),
    submissions: options.store.submissions,
    ...(options.onError ? { onError: options.onError } : {}),
    close: () => problems.close(),
  };
}
