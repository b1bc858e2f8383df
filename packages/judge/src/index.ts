/**
 * The public API of @katana/judge: everything the server, the `katana` CLI and the benchmarks use. Nothing else in
 * src/ is reachable from outside the package (package.json "exports" lists this file and ./test-support.ts only).
 * README.md describes each group. The problem-setter commands load on first use, so importing this entry never
 * loads the verifier.
 */

// Configuration: the environment variables the judge reads, for the server's documented table.
export { JUDGE_ENV_VARS, type JudgeEnvVarDoc } from './env-vars.ts';

// Sandbox: bubblewrap + a fresh cgroup per run.
export {
  BwrapSandbox,
  createSandbox,
  sandboxAvailability,
  type BwrapSandboxOptions,
  type SandboxAvailability,
} from './sandbox/bwrap-sandbox.ts';
export type { RunOutcome, RunResult, RunSpec, Sandbox, SandboxLimits } from './sandbox/types.ts';

// Languages: the registry (data), each language's availability on this machine.
export {
  allLanguages,
  getLanguage,
  languageAvailability,
  listLanguages,
  registerLanguage,
} from './languages/registry.ts';
export type {
  LanguageAvailability,
  LanguageDefinition,
  LanguageInfo,
  ProgramLanguage,
  SqlLanguage,
} from './languages/types.ts';

// Compile and run one program (the online compiler, `katana judge run`, benchmarks).
export { judgeRun, JudgeRunError, type JudgeRunRequest, type JudgeRunResult } from './cli/judge-run.ts';
export {
  compile,
  disposeArtifact,
  type CompiledArtifact,
  type CompileResult,
} from './compile-run/compile.ts';
export { runCompiled } from './compile-run/run-compiled.ts';
export { cleanStaleBoxes, createBox, removeBox } from './compile-run/workspace.ts';
export { submissionLimits } from './judging/limits.ts';

// Problem packages (ICPC / Kattis format) and content items.
export { loadPackage, readPackageDir, type LoadedPackage } from './package/read-package.ts';
export { extractZip } from './package/zip-archive.ts';
export { PackageError, type YamlMap } from './package/package-error.ts';
export { pathExists } from './package/path-exists.ts';
export type { ProblemLimits, ProblemPackage } from './package/types.ts';
export { readItemFolder } from './items/load-items.ts';

// Judging a submission against a package: code problems, SQL problems, verdicts.
export {
  judgeSubmission,
  JudgeRequestError,
  prepareProblem,
  type JudgeResult,
  type JudgeSubmissionRequest,
  type PreparedProblem,
  type StageEvent,
} from './judging/judge-submission.ts';
export {
  judgeSqlSubmission,
  SqlProblemError,
  type JudgeSqlSubmissionRequest,
  type SqlJudgeResult,
} from './sql-problems/judge-sql-submission.ts';
export {
  dsPartOf,
  dsVerdictOf,
  judgeDsSubmission,
  DS_LANGUAGE,
  type DsJudgeResult,
  type DsSubmissionPart,
  type JudgeDsSubmissionRequest,
} from './data-science/judge-ds-submission.ts';
export type { DsMetric, DsPackagePart } from './data-science/ds-package.ts';
export { readKatanaYaml } from './sql-problems/sql-package.ts';
export { readReferenceQuery } from './sql-problems/sql-submissions.ts';
export {
  FrontendProblemError,
  judgeFrontendSubmission,
  type FrontendJudgeResult,
} from './frontend/judge-frontend-submission.ts';
export { frontendAvailability } from './frontend/run-frontend.ts';
export { bundleReactPreview } from './frontend/bundle-react-preview.ts';
export type { CaseResult } from './verdict/case-result.ts';
export type { SubmissionVerdict } from './verdict/aggregate.ts';

// SQL engines: running queries against a throw-away database.
export { SqlJudge, SqlReferenceError } from './sql/judge-sql.ts';
export { PgliteEngine } from './sql/engines/pglite-engine.ts';
export { createSqlRunner, sqlStatusToVerdict, type SqlRunner, type SqlRunnerOptions } from './sql/run-sql.ts';
export { defaultSqlRunnerOptions, registerSqlLanguages } from './sql/sql-languages.ts';
export type { SqlDialect, SqlRunResult } from './sql/types.ts';

// The judge queue: in-process or BullMQ on Redis, and the `katana worker` side of it.
export {
  createJudgeQueue,
  judgeQueueEnv,
  startWorker,
  type CreateJudgeQueueOptions,
  type StartWorkerOptions,
  type WorkerHandle,
} from './queue/create-judge-queue.ts';
export type { BullmqSettings } from './queue/bullmq-settings.ts';
export type {
  EnqueueOptions,
  EnqueueResult,
  JudgeHandler,
  JudgeHandlerContext,
  JudgeJobInfo,
  JudgePriority,
  JudgeProgress,
  JudgeQueue,
  JudgeQueueEvents,
  JudgeQueueHealth,
  JudgeQueueStats,
} from './queue/types.ts';

// Steps of one sandbox launch. Only bench/judge/launch-breakdown.ts uses them (it times each step); the server
// goes through createSandbox.
export { buildBwrapArgs, buildLaunchArgv, rlimitSpecs, type LaunchConfig } from './sandbox/bwrap-args.ts';
export { CGROUP_ROOT, createRunCgroup, type CgroupJoin } from './sandbox/cgroups.ts';
export { usableDevDir } from './sandbox/dev-dir.ts';
export { ensureNativeHelpers } from './sandbox/native-helpers.ts';
export { createNetnsPool } from './sandbox/netns-pool.ts';
export { Spawner } from './sandbox/spawner-client.ts';

// Problem-setter commands (`katana problem verify`, `katana judge ...`), loaded when first run.

/** `katana problem verify <package>...`: resolves to the exit code. See cli/README.md. */
export async function runVerifyCommand(argv: readonly string[]): Promise<number> {
  return (await import('./cli/verify-command.ts')).runVerifyCommand(argv);
}

/** `katana judge <argv>` (argv starts with the sub-command, `run`): resolves to the exit code. See cli/README.md. */
export async function runJudgeCommand(argv: readonly string[]): Promise<number> {
  return (await import('./cli/judge-command.ts')).runJudgeCommand(argv);
}
