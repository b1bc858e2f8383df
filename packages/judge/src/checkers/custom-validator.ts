/**
 * A package's own output validator, run in the sandbox with the format's calling convention:
 *   validator input_file answer_file feedback_dir [flags] < team_output
 * exit 42 = accepted, 43 = wrong answer, anything else (crash, timeout, 0) = judge error. judgemessage.txt,
 * teammessage.txt, score.txt and score_multiplier.txt are read back from the feedback directory.
 */
import { chmod, copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledArtifact } from '../compile-run/compile.ts';
import { applyLanguageVerdicts, prepareRun } from '../compile-run/run-compiled.ts';
import type { RunResult, Sandbox, SandboxLimits } from '../sandbox/types.ts';
import type { CheckRequest, CheckResult, Checker } from './types.ts';

export const VALIDATOR_ACCEPT = 42;
export const VALIDATOR_WRONG_ANSWER = 43;

/** Where the test files sit inside the validator's box (the box dir is mounted at /box). */
export const BOX_INPUT = '/box/testdata.in';
export const BOX_ANSWER = '/box/testdata.ans';
export const BOX_FEEDBACK = '/box/feedback/';

/** The validator's feedback files, read back after its run. */
export interface Feedback {
  judgeMessage: string | null;
  teamMessage: string | null;
  score: string | null;
  scoreMultiplier: string | null;
}

/** Arguments after the validator's own command: the format's calling convention. */
export function validatorArgs(flags: string[]): string[] {
  return [BOX_INPUT, BOX_ANSWER, BOX_FEEDBACK, ...flags];
}

/**
 * Puts the test's input and answer (and the team output, for non-interactive runs) into a prepared validator box,
 * with an empty feedback directory the unprivileged sandbox uid may write to.
 */
export async function fillValidatorBox(
  boxDir: string,
  inputPath: string,
  answerPath: string,
  teamOutput?: string,
): Promise<void> {
  await copyFile(inputPath, path.join(boxDir, 'testdata.in'));
  await copyFile(answerPath, path.join(boxDir, 'testdata.ans'));
  if (teamOutput !== undefined) await writeFile(path.join(boxDir, 'team.out'), teamOutput);
  const feedbackDir = path.join(boxDir, 'feedback');
  await mkdir(feedbackDir);
  await chmod(feedbackDir, 0o777);
}

export async function readFeedback(boxDir: string): Promise<Feedback> {
  const read = (name: string) => readFile(path.join(boxDir, 'feedback', name), 'utf8').catch(() => null);
  return {
    judgeMessage: await read('judgemessage.txt'),
    teamMessage: await read('teammessage.txt'),
    score: await read('score.txt'),
    scoreMultiplier: await read('score_multiplier.txt'),
  };
}
/** The file a multi-pass validator writes to ask for another pass: the submission's next input. */
export const NEXT_PASS_FILE = 'nextpass.in';

/**
 * Multi-pass problems keep the validator's feedback directory from one pass to the next: before a pass the saved
 * files go back into the fresh box (all but the previous nextpass.in), after it they are saved again. Returns the
 * saved nextpass.in path when the validator asked for another pass.
 */
export async function restoreFeedback(boxDir: string, store: string): Promise<void> {
  for (const name of await readdir(store)) {
    if (name === NEXT_PASS_FILE || name.startsWith('.')) continue;
    const target = path.join(boxDir, 'feedback', name);
    await copyFile(path.join(store, name), target);
    // The validator runs as the sandbox uid and may append to its own files.
    await chmod(target, 0o666);
  }
}

export async function saveFeedback(boxDir: string, store: string): Promise<string | null> {
  await rm(path.join(store, NEXT_PASS_FILE), { force: true });
  const dir = path.join(boxDir, 'feedback');
  let nextPass: string | null = null;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    await copyFile(path.join(dir, entry.name), path.join(store, entry.name));
    if (entry.name === NEXT_PASS_FILE) nextPass = path.join(store, entry.name);
  }
  return nextPass;
}

function parseScore(text: string | null, file: string): { value?: number; error?: string } {
  if (text === null) return {};
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0)
    return { error: `${file} does not hold a non-negative number` };
  return { value };
}

/** Turns a validator run and its feedback into a check result, per the exit-code convention. */
export function interpretValidatorRun(run: RunResult, feedback: Feedback): CheckResult {
  const judgeMessage = feedback.judgeMessage?.trim() ?? '';
  const extra: Pick<CheckResult, 'teamMessage'> = feedback.teamMessage
    ? { teamMessage: feedback.teamMessage.trim() }
    : {};
  if (run.outcome === 'SANDBOX_ERROR')
    return { verdict: 'JE', message: `validator could not run: ${run.stderr.trim()}` };
  if (run.outcome === 'TIME_LIMIT')
    return { verdict: 'JE', message: 'output validator exceeded its time limit' };
  if (run.outcome === 'MEMORY_LIMIT')
    return { verdict: 'JE', message: 'output validator exceeded its memory limit' };
  if (run.exitCode === VALIDATOR_WRONG_ANSWER) {
    if (feedback.score !== null || feedback.scoreMultiplier !== null) {
      return { verdict: 'JE', message: 'output validator rejected the output but wrote a score' };
    }
    return { verdict: 'WA', message: judgeMessage || 'rejected by the output validator', ...extra };
  }
  if (run.exitCode !== VALIDATOR_ACCEPT) {
    const how = run.signal ? `was killed by ${run.signal}` : `exited with ${run.exitCode}`;
    const stderr = run.stderr.trim().slice(0, 500);
    return {
      verdict: 'JE',
      message: `output validator ${how} (expected 42 or 43)${stderr ? `: ${stderr}` : ''}`,
    };
  }
  const score = parseScore(feedback.score, 'score.txt');
  const multiplier = parseScore(feedback.scoreMultiplier, 'score_multiplier.txt');
  if (score.error || multiplier.error) return { verdict: 'JE', message: (score.error ?? multiplier.error)! };
  if (score.value !== undefined && multiplier.value !== undefined) {
    return { verdict: 'JE', message: 'output validator wrote both score.txt and score_multiplier.txt' };
  }
  if (multiplier.value !== undefined && multiplier.value > 1)
    return { verdict: 'JE', message: 'score_multiplier.txt is above 1' };
  return {
    verdict: 'AC',
    message: judgeMessage || 'accepted by the output validator',
    ...extra,
    ...(score.value !== undefined ? { score: score.value } : {}),
    ...(multiplier.value !== undefined ? { scoreMultiplier: multiplier.value } : {}),
  };
}

export interface CustomValidatorOptions {
  /** The validator, compiled once per judging (see compile-run/compile.ts). */
  artifact: CompiledArtifact;
  sandbox: Sandbox;
  /** The package's validation_time / validation_memory / validation_output. */
  limits: SandboxLimits;
}

export class CustomValidatorChecker implements Checker {
  readonly name = 'custom';

  constructor(private readonly options: CustomValidatorOptions) {}

  async check(request: CheckRequest): Promise<CheckResult> {
    const { artifact, sandbox, limits } = this.options;
    // The validator's files (and its feedback) live in a host box the judge fills and reads.
    const prepared = await prepareRun(artifact, limits, {
      sandbox,
      args: validatorArgs(request.flags),
      box: 'host',
    });
    try {
      await fillValidatorBox(prepared.boxDir, request.inputPath, request.answerPath, request.output);
      const run = applyLanguageVerdicts(
        artifact.language,
        await sandbox.run({ ...prepared.spec, stdin: { file: path.join(prepared.boxDir, 'team.out') } }),
      );
      return interpretValidatorRun(run, await readFeedback(prepared.boxDir));
    } finally {
      await prepared.cleanup();
    }
  }
}
