/**
 * `katana judge run`: compile and run one program in the sandbox, optionally on an input, and return everything the
 * judge measured -- the problem setter's way to see how the judge treats a program outside any package.
 */
import { CaseStatus, Verdict } from '@katana/shared/verdicts';
import { compile, disposeArtifact } from '../compile-run/compile.ts';
import { runCompiled } from '../compile-run/run-compiled.ts';
import { submissionLimits } from '../judging/limits.ts';
import { getLanguage, languageAvailability } from '../languages/registry.ts';
import { DEFAULT_LIMITS } from '../package/problem-yaml.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import type { RunOutcome, Sandbox } from '../sandbox/types.ts';
import { VERDICT_OF_CASE_STATUS } from '../verdict/aggregate.ts';
import { decideCaseStatus, excerpt } from '../verdict/case-result.ts';

export const JUDGE_RUN_DEFAULTS = { timeLimitS: 2, memoryLimitMb: 256 } as const;

export interface JudgeRunRequest {
  lang: string;
  source: string;
  input?: string;
  timeLimitS?: number;
  memoryLimitMb?: number;
  sandbox?: Sandbox;
}

export interface JudgeRunResult {
  language: string;
  /** CORRECT_ANSWER here means "compiled and ran within the limits"; there is no expected output to compare. */
  verdict: Verdict;
  status: CaseStatus | null;
  message: string;
  compile: { ok: boolean; message: string };
  run: {
    outcome: RunOutcome;
    exitCode: number | null;
    signal: string | null;
    cpuTimeMs: number;
    wallTimeMs: number;
    peakMemoryKb: number;
    stdout: string;
    stderr: string;
    truncated: boolean;
  } | null;
  limits: { timeLimitS: number; memoryLimitMb: number };
}

/** Full stdout is returned up to this size; the CLI is for humans and scripts, not for floods. */
const MAX_STDOUT_CHARS = 64 * 1024;

export class JudgeRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeRunError';
  }
}

export async function judgeRun(request: JudgeRunRequest): Promise<JudgeRunResult> {
  const definition = getLanguage(request.lang);
  if (!definition) throw new JudgeRunError(`unknown language '${request.lang}'`);
  if (definition.kind !== 'program')
    throw new JudgeRunError(`'${request.lang}' is an SQL language; judge run runs programs`);
  const availability = languageAvailability(definition);
  if (!availability.available)
    throw new JudgeRunError(`language '${request.lang}' is unavailable: ${availability.reason}`);

  const timeLimitS = request.timeLimitS ?? JUDGE_RUN_DEFAULTS.timeLimitS;
  const memoryLimitMb = request.memoryLimitMb ?? JUDGE_RUN_DEFAULTS.memoryLimitMb;
  const limits = submissionLimits({ timeLimitS, memoryMb: memoryLimitMb, outputMb: DEFAULT_LIMITS.outputMb });
  const sandbox = request.sandbox ?? createSandbox();
  const base = { language: request.lang, limits: { timeLimitS, memoryLimitMb } };

  const compiled = await compile(request.lang, request.source, { sandbox });
  if (!compiled.ok || !compiled.artifact) {
    return {
      ...base,
      verdict: Verdict.COMPILATION_ERROR,
      status: null,
      message: compiled.message,
      compile: { ok: false, message: compiled.message },
      run: null,
    };
  }
  try {
    const run = await runCompiled(compiled.artifact, { data: request.input ?? '' }, limits, { sandbox });
    const decision = decideCaseStatus(run, { verdict: 'AC', message: 'ran within the limits' }, timeLimitS);
    const stdout = excerpt(run.stdout, MAX_STDOUT_CHARS);
    return {
      ...base,
      verdict:
        decision.status === CaseStatus.MATCH
          ? Verdict.CORRECT_ANSWER
          : VERDICT_OF_CASE_STATUS[decision.status as Exclude<CaseStatus, 'MATCH'>],
      status: decision.status,
      message: decision.message,
      compile: { ok: true, message: compiled.message },
      run: {
        outcome: run.outcome,
        exitCode: run.exitCode,
        signal: run.signal,
        cpuTimeMs: run.cpuTimeMs,
        wallTimeMs: run.wallTimeMs,
        peakMemoryKb: run.peakMemoryKb,
        stdout: stdout.text,
        stderr: excerpt(run.stderr, MAX_STDOUT_CHARS).text,
        truncated: run.truncated || stdout.cut,
      },
    };
  } finally {
    await disposeArtifact(compiled.artifact);
  }
}
