/**
 * One learner's row of user_problem_states, which the catalogue (reaction, rating, solution viewed) and submissions
 * (score, attempted and solved times) both keep. Reads and writes only.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProblemStates, type UserProblemStateRow } from '../../db/schema/practice.ts';

/** The condition that picks one user's state on one problem. */
export function stateOf(userId: number, problemId: number) {
  return and(eq(userProblemStates.userId, userId), eq(userProblemStates.problemId, problemId));
}

export function createUserProblemStateRepository(db: Db) {
  return {
    async find(userId: number, problemId: number): Promise<UserProblemStateRow | undefined> {
      const [row] = await db.select().from(userProblemStates).where(stateOf(userId, problemId)).limit(1);
      return row;
    },

    /** The state row, created when missing and locked until the transaction ends (serialises one user's writes). */
    async lock(userId: number, problemId: number): Promise<UserProblemStateRow> {
      await db.insert(userProblemStates).values({ userId, problemId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(userProblemStates)
        .where(stateOf(userId, problemId))
        .for('update')
        .limit(1);
      if (!row) throw new Error('user_problem_states row vanished inside its transaction');
      return row;
    },
  };
}
