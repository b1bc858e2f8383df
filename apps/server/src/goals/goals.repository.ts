/** Goal content rows and the learner's goal state (db/schema/goals.ts), plus problem list solved counts. */
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  journeyGoals,
  userGoalCustomElements,
  userGoalElementMarks,
  userGoals,
  type JourneyGoalRow,
  type UserGoalRow,
} from '../db/schema/goals.ts';
import { languages } from '../db/schema/languages.ts';
import { problemListItems, problemLists, userProblemStates } from '../db/schema/practice.ts';

export function createGoalsRepository(db: Db) {
  return {
    async allGoals(): Promise<JourneyGoalRow[]> {
      return db.select().from(journeyGoals).orderBy(asc(journeyGoals.position), asc(journeyGoals.slug));
    },

    async goal(slug: string): Promise<JourneyGoalRow | undefined> {
      const [row] = await db.select().from(journeyGoals).where(eq(journeyGoals.slug, slug));
      return row;
    },

    async userGoal(userId: number): Promise<UserGoalRow | undefined> {
      const [row] = await db.select().from(userGoals).where(eq(userGoals.userId, userId));
      return row;
    },

    /** Sets (or changes) the learner's goal; a new goal starts with no last viewed element. */
    async setUserGoal(userId: number, goalSlug: string, languageId: string | null, at: Date): Promise<void> {
      await db
        .insert(userGoals)
        .values({ userId, goalSlug, languageId, setAt: at })
        .onConflictDoUpdate({
          target: userGoals.userId,
          set: {
            goalSlug,
            setAt: at,
            languageId: sql`coalesce(${languageId}, case when ${userGoals.goalSlug} = ${goalSlug} then ${userGoals.languageId} end)`,
            lastPhaseSlug: sql`case when ${userGoals.goalSlug} = ${goalSlug} then ${userGoals.lastPhaseSlug} end`,
            lastElementKey: sql`case when ${userGoals.goalSlug} = ${goalSlug} then ${userGoals.lastElementKey} end`,
            lastViewedAt: sql`case when ${userGoals.goalSlug} = ${goalSlug} then ${userGoals.lastViewedAt} end`,
          },
        });
    },

    async setLanguage(userId: number, languageId: string): Promise<void> {
      await db.update(userGoals).set({ languageId }).where(eq(userGoals.userId, userId));
    },

    async languageExists(key: string): Promise<boolean> {
      const [row] = await db.select({ key: languages.key }).from(languages).where(eq(languages.key, key));
      return row !== undefined;
    },

    async setLastViewed(userId: number, phaseSlug: string, elementKey: string, at: Date): Promise<void> {
      await db
        .update(userGoals)
        .set({ lastPhaseSlug: phaseSlug, lastElementKey: elementKey, lastViewedAt: at })
        .where(eq(userGoals.userId, userId));
    },

    async setLanded(userId: number, at: Date): Promise<void> {
      await db.update(userGoals).set({ landedAt: at }).where(eq(userGoals.userId, userId));
    },

    /** phase slug -> the optional element keys the learner picked in it. */
    async customPicks(userId: number, goalSlug: string): Promise<Map<string, Set<string>>> {
      const rows = await db
        .select()
        .from(userGoalCustomElements)
        .where(and(eq(userGoalCustomElements.userId, userId), eq(userGoalCustomElements.goalSlug, goalSlug)));
      const picks = new Map<string, Set<string>>();
      for (const r of rows) {
        const set = picks.get(r.phaseSlug) ?? new Set<string>();
        set.add(r.elementKey);
        picks.set(r.phaseSlug, set);
      }
      return picks;
    },

    /** Replaces the learner's picks in one phase. */
    async replacePicks(userId: number, goalSlug: string, phaseSlug: string, keys: readonly string[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(userGoalCustomElements)
          .where(
            and(
              eq(userGoalCustomElements.userId, userId),
              eq(userGoalCustomElements.goalSlug, goalSlug),
              eq(userGoalCustomElements.phaseSlug, phaseSlug),
            ),
          );
        if (keys.length > 0)
          await tx
            .insert(userGoalCustomElements)
            .values(keys.map((elementKey) => ({ userId, goalSlug, phaseSlug, elementKey })));
      });
    },

    async marks(userId: number, goalSlug: string): Promise<Set<string>> {
      const rows = await db
        .select({ key: userGoalElementMarks.elementKey })
        .from(userGoalElementMarks)
        .where(and(eq(userGoalElementMarks.userId, userId), eq(userGoalElementMarks.goalSlug, goalSlug)));
      return new Set(rows.map((r) => r.key));
    },

    async addMark(userId: number, goalSlug: string, elementKey: string, at: Date): Promise<void> {
      await db
        .insert(userGoalElementMarks)
        .values({ userId, goalSlug, elementKey, markedAt: at })
        .onConflictDoNothing();
    },

    /** list slug -> { solved by the learner, problems in the list }. */
    async listCounts(
      userId: number,
      listSlugs: readonly string[],
    ): Promise<Map<string, { solved: number; total: number }>> {
      if (listSlugs.length === 0) return new Map();
      const rows = await db
        .select({
          slug: problemLists.slug,
          total: count(problemListItems.problemId),
          solved: count(userProblemStates.solvedAt),
        })
        .from(problemLists)
        .leftJoin(problemListItems, eq(problemListItems.listId, problemLists.id))
        .leftJoin(
          userProblemStates,
          and(
            eq(userProblemStates.problemId, problemListItems.problemId),
            eq(userProblemStates.userId, userId),
            isNotNull(userProblemStates.solvedAt),
          ),
        )
        .where(inArray(problemLists.slug, [...listSlugs]))
        .groupBy(problemLists.slug);
      return new Map(rows.map((r) => [r.slug, { solved: Number(r.solved), total: Number(r.total) }]));
    },
  };
}
