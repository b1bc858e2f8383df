/** Test helpers for the EXP part: what the weekly leaderboard holds for a learner. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weekStartOf } from '../leaderboard/weekly-exp.ts';
import { num, rowsOf } from '../leaderboard/sql-rows.ts';

/** The learner's EXP on the weekly board of the IST week containing `at` (0 when absent). */
export async function weeklyScoreOf(db: Db, userId: number, at: Date): Promise<number> {
  const [row] = rowsOf<{ exp: number }>(
    await db.execute(
      sql`select exp from weekly_scores where week_start = ${weekStartOf(at)} and user_id = ${userId}`,
    ),
  );
  return row ? num(row.exp) : 0;
}
