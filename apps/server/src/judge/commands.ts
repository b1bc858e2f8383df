/**
 * The judge's `katana` subcommands, in the shape of the `commands` table of ../cli.ts (spread into it; `katana worker`
 * is composed there, since it needs practice's problem store). Modules load lazily so other commands never load the
 * judge.
 */
export interface JudgeCommand {
  summary: string;
  run(args: string[]): Promise<number | void>;
}

export const judgeCommands: Record<string, JudgeCommand> = {
  'problem verify': {
    summary: 'Judge every submission of problem packages and check each verdict matches its folder',
    run: async (args) => (await import('@katana/judge')).runVerifyCommand(args),
  },
  'judge run': {
    summary: 'Compile and run one program in the sandbox and print the JSON result',
    run: async (args) => (await import('@katana/judge')).runJudgeCommand(['run', ...args]),
  },
};
