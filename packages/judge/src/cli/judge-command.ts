/**
 * `katana judge run --lang L --source F [--input F] [--time-limit s] [--memory-limit MB]`: prints the JSON result of
 * judgeRun. Exit code 0 when the judge produced a result (whatever the program did), 2 for usage errors, unreadable
 * files and unknown or unavailable languages.
 */
import { readFile } from 'node:fs/promises';
import type { Sandbox } from '../sandbox/types.ts';
import { judgeRun, JudgeRunError } from './judge-run.ts';
import { processOutput, type CommandOutput } from './output.ts';
import { parseArgs, positiveNumber, UsageError } from './parse-args.ts';

export const JUDGE_USAGE =
  'usage: katana judge run --lang <language> --source <file> [--input <file>] [--time-limit <seconds>] [--memory-limit <MiB>]';

async function readArgFile(option: string, file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read --${option} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** @param argv the arguments after `katana judge` (starting with the sub-command `run`). */
export async function runJudgeCommand(
  argv: readonly string[],
  output: CommandOutput = processOutput,
  sandbox?: Sandbox,
): Promise<number> {
  try {
    const [sub, ...rest] = argv;
    if (sub === '--help' || sub === 'help') {
      output.out(JUDGE_USAGE);
      return 0;
    }
    if (sub !== 'run') throw new UsageError(sub ? `unknown judge command '${sub}'` : 'missing judge command');
    const args = parseArgs(rest, ['lang', 'source', 'input', 'time-limit', 'memory-limit']);
    if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}'`);
    const lang = args.options.get('lang');
    const sourceFile = args.options.get('source');
    if (!lang) throw new UsageError('--lang is required');
    if (!sourceFile) throw new UsageError('--source is required');
    const inputFile = args.options.get('input');
    const timeLimitS = positiveNumber(args, 'time-limit');
    const memoryLimitMb = positiveNumber(args, 'memory-limit');
    const result = await judgeRun({
      lang,
      source: await readArgFile('source', sourceFile),
      ...(inputFile ? { input: await readArgFile('input', inputFile) } : {}),
      ...(timeLimitS !== undefined ? { timeLimitS } : {}),
      ...(memoryLimitMb !== undefined ? { memoryLimitMb } : {}),
      ...(sandbox ? { sandbox } : {}),
    });
    output.out(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n${JUDGE_USAGE}`);
      return 2;
    }
    if (error instanceof JudgeRunError) {
      output.err(error.message);
      return 2;
    }
    throw error;
  }
}
