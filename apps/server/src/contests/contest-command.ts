/**
 * `katana contest create`: an operator creates a contest from catalogue problems.
 *
 *   katana contest create --title "Weekly Contest 210" --problems gift-pair-budget,frost-spread-grid \
 *     --start 2026-12-06T14:30:00Z --duration 90 [--format ICPC|IOI] [--freeze 15] [--window 60] \
 *     [--essence rated_challenge] [--unrated] [--guest] [--slug weekly-contest-210] [--description "..."] [--contest-only]
 *
 * --contest-only hides the problems from the practice catalogue until the contest starts (problems written for
 * the contest); without it they stay public catalogue problems.
 *
 * --start takes an ISO time, "now", or "+<minutes>" from now. Prints the contest's id (its offering_id) and slug.
 */
import { parseArgs } from 'node:util';
import type { ContestEssenceType } from '@katana/shared/contests/contest-category';
import type { Db } from '../db/client.ts';
import { ContestInputError, createContest } from './contest-admin.ts';

export const CONTEST_CREATE_USAGE =
  'Usage: katana contest create --title <title> --problems <slug,slug,...> --start <ISO|now|+minutes> ' +
  '--duration <minutes> [--format ICPC|IOI] [--freeze <minutes>] [--window <minutes>] [--essence <type>] ' +
  '[--unrated] [--guest] [--slug <slug>] [--description <text>] [--contest-only]';

export function parseStart(value: string, now = Date.now()): Date {
  if (value === 'now') return new Date(now);
  const relative = /^\+(\d+)$/.exec(value);
  if (relative) return new Date(now + Number(relative[1]) * 60_000);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new ContestInputError(`--start: not a time: ${value}`);
  return at;
}

function positive(name: string, value: string | undefined, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ContestInputError(`--${name}: a whole number of minutes.`);
  return n;
}

/** `afterWrite` runs on the same database after a successful write (the composition root re-indexes search). */
export async function runContestCreate(
  args: string[],
  afterWrite?: (db: Db) => Promise<unknown>,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        title: { type: 'string' },
        problems: { type: 'string' },
        start: { type: 'string' },
        duration: { type: 'string' },
        format: { type: 'string' },
        freeze: { type: 'string' },
        window: { type: 'string' },
        essence: { type: 'string' },
        unrated: { type: 'boolean' },
        guest: { type: 'boolean' },
        slug: { type: 'string' },
        description: { type: 'string' },
        'contest-only': { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${CONTEST_CREATE_USAGE}`);
    return 2;
  }
  const { title, problems, start } = values;
  if (!title || !problems || !start || !values.duration) {
    console.error(CONTEST_CREATE_USAGE);
    return 2;
  }
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase(async (db) => {
    try {
      const startAt = parseStart(start);
      const duration = positive('duration', values.duration)!;
      const format = (values.format ?? 'ICPC').toUpperCase();
      if (format !== 'ICPC' && format !== 'IOI') throw new ContestInputError('--format: ICPC or IOI.');
      const contest = await createContest(db, {
        title,
        ...(values.slug ? { slug: values.slug } : {}),
        description: values.description ?? '',
        problemSlugs: problems
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        startAt,
        endAt: new Date(startAt.getTime() + duration * 60_000),
        format,
        freezeMinutes: positive('freeze', values.freeze, 0)!,
        windowMinutes: positive('window', values.window) ?? null,
        ...(values.essence ? { essenceType: values.essence as ContestEssenceType } : {}),
        rated: !values.unrated,
        guestAllowed: values.guest ?? false,
        hideProblemsUntilStart: values['contest-only'] ?? false,
      });
      console.log(`Created contest ${contest.id} (${contest.slug}): ${contest.title}, ${contest.category}`);
      await afterWrite?.(db);
      return 0;
    } catch (error) {
      if (error instanceof ContestInputError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}
