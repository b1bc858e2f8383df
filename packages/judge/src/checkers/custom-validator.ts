/**
 * A package's own output validator, run in the sandbox with the format's calling convention:
 *   validator input_file answer_file feedback_dir [flags] < team_output
 * exit 42 = accepted, 43 = wrong answer, anything else (crash, timeout, 0) = judge error. judgemessage.txt,
 * teammessage.txt, score.txt and score_multiplier.txt are read back from the feedback directory.
 */
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunResult, Sandbox, SandboxLimits } from '../sandbox/types.ts';
import type { RunnableProgram } from '../judging/toolchain.ts';
import type { CheckRequest, CheckResult, Checker } from './types.ts';

export const VALIDATOR_ACCEPT = 42;
export const VALIDATOR_WRONG_ANSWER = 43;

/** Where the test files sit inside the validator's box (the box dir is mounted at /box). */
export const BOX_INPUT = '/box/testdata.in';
export const BOX_ANSWER = '/box/testdata.ans';
export const BOX_FEEDBACK = '/box/feedback/';

export interface ValidatorBox {
  dir: string;
  feedbackDir: string;
  argv(program: RunnableProgram, flags: string[]): string[];
  readFeedback(): Promise<Feedback>;
  dispose(): Promise<void>;
}

export interface Feedback {
  judgeMessage: string | null;
  teamMessage: string | null;
  score: string | null;
  scoreMultiplier: string | null;
}

/** A fresh box holding the input, the answer and an empty feedback directory the sandbox user may write to. */
export async function createValidatorBox(inputPath: string, answerPath: string, teamOutput?: string): Promise<ValidatorBox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'katana-validator-'));
  const feedbackDir = path.join(dir, 'feedback');
  await copyFile(inputPath, path.join(dir, 'testdata.in'));
  await copyFile(answerPath, path.join(dir, 'testdata.ans'));
  if (teamOutput !== undefined) await writeFile(path.join(dir, 'team.out'), teamOutput);
  await mkdir(feedbackDir);
  // The validator runs as the unprivileged sandbox uid; the sandbox hands it the box, the feedback dir we open up.
  await chmod(feedbackDir, 0o777);
  const read = (name: string) => readFile(path.join(feedbackDir, name), 'utf8').catch(() => null);
  return {
    dir,
    feedbackDir,
    argv: (program, flags) => [...program.argv, BOX_INPUT, BOX_ANSWER, BOX_FEEDBACK, ...flags],
    readFeedback: async () => ({
      judgeMessage: await read('judgemessage.txt'),
      teamMessage: await read('teammessage.txt'),
      score: await read('score.txt'),
      scoreMultiplier: await read('score_multiplier.txt'),
    }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

function parseScore(text: string | null, file: string): { value?: number; error?: string } {
  if (text === null) return {};
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return { error: `${file} does not hold a non-negative number` };
  return { value };
}

/** Turns a validator run and its feedback into a check result, per the exit-code convention. */
export function interpretValidatorRun(run: RunResult, feedback: Feedback): CheckResult {
  const judgeMessage = feedback.judgeMessage?.trim() ?? '';
  const extra: Pick<CheckResult, 'teamMessage'> = feedback.teamMessage ? { teamMessage: feedback.teamMessage.trim() } : {};
  if (run.outcome === 'SANDBOX_ERROR') return { verdict: 'JE', message: `validator could not run: ${run.stderr.trim()}` };
  if (run.outcome === 'TIME_LIMIT') return { verdict: 'JE', message: 'output validator exceeded its time limit' };
  if (run.outcome === 'MEMORY_LIMIT') return { verdict: 'JE', message: 'output validator exceeded its memory limit' };
  if (run.exitCode === VALIDATOR_WRONG_ANSWER) {
    if (feedback.score !== null || feedback.scoreMultiplier !== null) {
      return { verdict: 'JE', message: 'output validator rejected the output but wrote a score' };
    }
    return { verdict: 'WA', message: judgeMessage || 'rejected by the output validator', ...extra };
  }
  if (run.exitCode !== VALIDATOR_ACCEPT) {
    const how = run.signal ? `was killed by ${run.signal}` : `exited with ${run.exitCode}`;
    const stderr = run.stderr.trim().slice(0, 500);
    return { verdict: 'JE', message: `output validator ${how} (expected 42 or 43)${stderr ? `: ${stderr}` : ''}` };
  }
  const score = parseScore(feedback.score, 'score.txt');
  const multiplier = parseScore(feedback.scoreMultiplier, 'score_multiplier.txt');
  if (score.error || multiplier.error) return { verdict: 'JE', message: (score.error ?? multiplier.error)! };
  if (score.value !== undefined && multiplier.value !== undefined) {
    return { verdict: 'JE', message: 'output validator wrote both score.txt and score_multiplier.txt' };
  }
  if (multiplier.value !== undefined && multiplier.value > 1) return { verdict: 'JE', message: 'score_multiplier.txt is above 1' };
  return {
    verdict: 'AC',
    message: judgeMessage || 'accepted by the output validator',
    ...extra,
    ...(score.value !== undefined ? { score: score.value } : {}),
    ...(multiplier.value !== undefined ? { scoreMultiplier: multiplier.value } : {}),
  };
}

export interface CustomValidatorOptions {
  program: RunnableProgram;
  sandbox: Sandbox;
  limits: SandboxLimits;
}

export class CustomValidatorChecker implements Checker {
  readonly name = 'custom';

  constructor(private readonly options: CustomValidatorOptions) {}

  async check(request: CheckRequest): Promise<CheckResult> {
    const { program, sandbox, limits } = this.options;
    const box = await createValidatorBox(request.inputPath, request.answerPath, request.output);
    try {
      const run = await sandbox.run(
        program.prepareRun({
          argv: box.argv(program, request.flags),
          boxDir: box.dir,
          readOnlyBinds: program.readOnlyBinds,
          env: program.env,
          stdin: { file: path.join(box.dir, 'team.out') },
          limits,
        }),
      );
      return interpretValidatorRun(run, await box.readFeedback());
    } finally {
      await box.dispose();
    }
  }
}
