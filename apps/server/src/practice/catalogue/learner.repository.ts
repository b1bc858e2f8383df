/**
 * The learner's own rows on the catalogue: per-problem state (solution viewed, reaction, rating), code drafts,
 * bookmarks, preferences, issue reports and edit suggestions, plus the problem counters they move. Reads and writes
 * only; the toggle and rating rules live in the service. Methods that lock take a transaction's handle.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookmarks,
  codeDrafts,
  editSuggestions,
  problemReports,
  problems,
  userPreferences,
  userProblemStates,
  type UserProblemStateRow,
} from '../../db/schema/practice.ts';
import { stateOf, createUserProblemStateRepository } from '../shared/user-problem-state.repository.ts';

function learnerRows(db: Db) {
  return {
    findState(userId: number, problemId: number): Promise<UserProblemStateRow | undefined> {
      return createUserProblemStateRepository(db).find(userId, problemId);
    },

    /** The state row, created when missing and locked until the transaction ends (serialises one user's clicks). */
    lockState(userId: number, problemId: number): Promise<UserProblemStateRow> {
      return createUserProblemStateRepository(db).lock(userId, problemId);
    },

    async setReaction(userId: number, problemId: number, reaction: number | null): Promise<void> {
      await db.update(userProblemStates).set({ reaction }).where(stateOf(userId, problemId));
    },

    async setRating(userId: number, problemId: number, rating: number): Promise<void> {
      await db.update(userProblemStates).set({ rating }).where(stateOf(userId, problemId));
    },

    /** Sets solution_viewed_on the first time only; returns the stored time. */
    async markSolutionViewed(userId: number, problemId: number, at: Date): Promise<Date> {
      const [row] = await db
        .insert(userProblemStates)
        .values({ userId, problemId, solutionViewedOn: at })
        .onConflictDoUpdate({
          target: [userProblemStates.userId, userProblemStates.problemId],
          set: {
            solutionViewedOn: sql`coalesce(${userProblemStates.solutionViewedOn}, excluded.solution_viewed_on)`,
          },
        })
        .returning({ viewed: userProblemStates.solutionViewedOn });
      return row?.viewed ?? at;
    },

    /** Relative updates, so concurrent reactions of different users never lose a count. */
    async addVotes(problemId: number, up: number, down: number) {
      const [row] = await db
        .update(problems)
        .set({
          upvoteCount: sql`${problems.upvoteCount} + ${up}`,
          downvoteCount: sql`${problems.downvoteCount} + ${down}`,
        })
        .where(eq(problems.id, problemId))
        .returning({ upvoteCount: problems.upvoteCount, downvoteCount: problems.downvoteCount });
      return row!;
    },

    async addRating(problemId: number, sumDelta: number, countDelta: number) {
      const [row] = await db
        .update(problems)
        .set({
          ratingSum: sql`${problems.ratingSum} + ${sumDelta}`,
          ratingCount: sql`${problems.ratingCount} + ${countDelta}`,
        })
        .where(eq(problems.id, problemId))
        .returning({ ratingSum: problems.ratingSum, ratingCount: problems.ratingCount });
      return row!;
    },

    async findDraft(userId: number, problemId: number, language: string) {
      const [row] = await db
        .select({ code: codeDrafts.code, updatedAt: codeDrafts.updatedAt })
        .from(codeDrafts)
        .where(
          and(
            eq(codeDrafts.userId, userId),
            eq(codeDrafts.problemId, problemId),
            eq(codeDrafts.language, language),
          ),
        )
        .limit(1);
      return row;
    },

    async saveDraft(userId: number, problemId: number, language: string, code: string): Promise<Date> {
      const now = new Date();
      const [row] = await db
        .insert(codeDrafts)
        .values({ userId, problemId, language, code, updatedAt: now })
        .onConflictDoUpdate({
          target: [codeDrafts.userId, codeDrafts.problemId, codeDrafts.language],
          set: { code, updatedAt: now },
        })
        .returning({ updatedAt: codeDrafts.updatedAt });
      return row?.updatedAt ?? now;
    },

    async addBookmark(userId: number, problemId: number, offeringId: number | null): Promise<void> {
      await db
        .insert(bookmarks)
        .values({ userId, problemId, offeringId })
        .onConflictDoUpdate({
          target: [bookmarks.userId, bookmarks.problemId],
          set: { offeringId },
          setWhere: sql`${bookmarks.offeringId} is distinct from excluded.offering_id`,
        });
    },

    async removeBookmark(userId: number, problemId: number): Promise<void> {
      await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.problemId, problemId)));
    },

    async isBookmarked(userId: number, problemId: number): Promise<boolean> {
      const [row] = await db
        .select({ problemId: bookmarks.problemId })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.problemId, problemId)))
        .limit(1);
      return row !== undefined;
    },

    /** Bookmarked problem ids, newest bookmark first. */
    async bookmarkedProblemIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ problemId: bookmarks.problemId })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.problemId));
      return rows.map((r) => r.problemId);
    },

    async findPreferences(userId: number) {
      const [row] = await db
        .select({
          defaultLanguage: userPreferences.defaultLanguage,
          autocomplete: userPreferences.autocomplete,
        })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .limit(1);
      return row;
    },

    async savePreferences(
      userId: number,
      fields: { defaultLanguage?: string | null; autocomplete?: boolean },
    ): Promise<{ defaultLanguage: string | null; autocomplete: boolean }> {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: userPreferences.userId, set: fields })
        .returning({
          defaultLanguage: userPreferences.defaultLanguage,
          autocomplete: userPreferences.autocomplete,
        });
      return row!;
    },

    async insertReport(report: typeof problemReports.$inferInsert): Promise<number> {
      const [row] = await db.insert(problemReports).values(report).returning({ id: problemReports.id });
      return row!.id;
    },

    async insertSuggestion(suggestion: typeof editSuggestions.$inferInsert): Promise<number> {
      const [row] = await db.insert(editSuggestions).values(suggestion).returning({ id: editSuggestions.id });
      return row!.id;
    },
  };
}

type LearnerRows = ReturnType<typeof learnerRows>;

export function createLearnerRepository(db: Db) {
  return {
    ...learnerRows(db),
    /** Runs `fn` in one transaction with the same methods bound to it. */
    transaction<T>(fn: (repo: LearnerRows) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(learnerRows(tx as unknown as Db)));
    },
  };
}

export type LearnerRepository = ReturnType<typeof createLearnerRepository>;
