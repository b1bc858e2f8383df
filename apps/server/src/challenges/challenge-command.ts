/**
 * `katana challenge add`: an operator adds (or updates, by slug) a monthly challenge without a content file.
 *
 *   katana challenge add --slug <slug> --title <t> --summary <s> --month-index 1..42 --start YYYY-MM-DD
 *                        --problems slug-1,slug-2,... [--description <markdown>]
 */
import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import { saveChallenge } from './challenge-import.ts';
import { challengeInputSchema } from './challenge-input.ts';

export const CHALLENGE_USAGE = `Usage: katana challenge add --slug <slug> --title <t> --summary <s> --month-index 1..42
                           --start YYYY-MM-DD --problems slug-1,slug-2,... [--description <markdown>]`;

const FLAGS: Record<string, string> = { month_index: 'month-index', starts_on: 'start' };

/** Adds one challenge on an open database (the command and its test share it). Exit 2 on bad input, 1 if refused. */
export async function runChallengeAdd(
  db: Db,
  args: string[],
  print: (text: string) => void,
): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        slug: { type: 'string' },
        title: { type: 'string' },
        summary: { type: 'string' },
        description: { type: 'string' },
        'month-index': { type: 'string' },
        start: { type: 'string' },
        problems: { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${CHALLENGE_USAGE}`);
    return 2;
  }
  const parsed = challengeInputSchema.safeParse({
    slug: values.slug,
    title: values.title,
    summary: values.summary,
    description: values.description ?? '',
    month_index: values['month-index'] === undefined ? undefined : Number(values['month-index']),
    starts_on: values.start,
    problems: values.problems
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    console.error(`--${FLAGS[key] ?? key}: ${issue.message}\n${CHALLENGE_USAGE}`);
    return 2;
  }
  const outcome = await saveChallenge(db, parsed.data, 'operator');
  if (Array.isArray(outcome)) {
    for (const reason of outcome) console.error(reason);
    return 1;
  }
  print(`${parsed.data.slug}: ${outcome}`);
  return 0;
}

export async function runChallengeAddCommand(args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runChallengeAdd(db, args, (text) => console.log(text)));
}
