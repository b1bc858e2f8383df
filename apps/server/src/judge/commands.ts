/**
 * The judge's `katana` subcommands, in the shape of the `commands` table of ../cli.ts (spread into it). Modules load
 * lazily so other commands never load the judge.
 */
import type { Command } from '../cli.ts';

export const judgeCommands: Record<string, Command> = {
  worker: {
    summary: 'Judge jobs from the Redis queue (REDIS_URL; JUDGE_CONCURRENCY jobs at once)',
    run: async (args) => (await import('./worker.ts')).runWorkerCommand(args),
  },
  'problem verify': {
    summary: 'Judge every submission of problem packages and check each verdict matches its folder',
    run: async (args) => (await import('@katana/judge')).runVerifyCommand(args),
  },
  'judge run': {
    summary: 'Compile and run one program in the sandbox and print the JSON result',
    run: async (args) => (await import('@katana/judge')).runJudgeCommand(['run', ...args]),
  },
};
