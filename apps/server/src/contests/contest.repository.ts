/**
 * Reads and writes contests, their problems and participations; no rules here (contest.service.ts decides). Every
 * function takes the Drizzle handle to use, so the verdict hook can run them inside its transaction.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  contestParticipations,
  contestProblemResults,
  contestProblems,
  contests,
  contestSubmissions,
  type ContestParticipationRow,
  type ContestRow,
  type NewContestRow,
} from '../db/schema/contests.ts';
import { bookmarks, problems } from '../db/schema/practice.ts';

export interface ContestProblemView {
  id: number;
  problemId: number;
  position: number;
  points: number;
  slug: string;
  name: string;
  problemType: string;
  difficulty: string;
  maxScore: number;
  languages: string[];
}

export type ContestStatusFilter = 'upcoming' | 'live' | 'ended';

export function createContestRepository(db: Db) {
  return {
    async insert(
      fields: NewContestRow,
      problemList: { problemId: number; points: number; hiddenUntilStart?: boolean }[],
    ): Promise<ContestRow> {
      const [row] = await db.insert(contests).values(fields).returning();
      if (!row) throw new Error('insert into contests returned no row');
      if (problemList.length > 0) {
        await db.insert(contestProblems).values(
          problemList.map((p, i) => ({
            contestId: row.id,
            problemId: p.problemId,
            position: i,
            points: p.points,
            hiddenUntilStart: p.hiddenUntilStart ?? false,
          })),
        );
      }
      return row;
    },

    async findBySlug(slug: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.slug, slug)).limit(1);
      return row;
    },

    async findById(id: number): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
      return row;
    },

    async update(id: number, fields: Partial<NewContestRow>): Promise<void> {
      await db.update(contests).set(fields).where(eq(contests.id, id));
    },

    /** The next contest start or end after `at` (when contests' part of practice's access policy changes). */
    async nextStartOrEndAfter(at: Date): Promise<Date | null> {
      const [row] = await db
        .select({
          next: sql<
            Date | string | null
          >`min(case when ${contests.startAt} > ${at.toISOString()}::timestamptz then ${contests.startAt} else ${contests.endAt} end)`,
        })
        .from(contests)
        .where(gt(contests.endAt, at));
      return row?.next ? new Date(row.next) : null;
    },

    async version(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ v: contests.standingsVersion })
        .from(contests)
        .where(eq(contests.id, id))
        .limit(1);
      return row?.v;
    },

    async bumpVersion(id: number): Promise<void> {
      await db
        .update(contests)
        .set({ standingsVersion: sql`${contests.standingsVersion} + 1` })
        .where(eq(contests.id, id));
    },

    /** A page of contests: upcoming and live soonest first, ended newest first. */
    async list(
      filter: { category?: string | undefined; status?: ContestStatusFilter | undefined; now: Date },
      page: number,
      pageSize: number,
    ): Promise<{ rows: ContestRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.category) where.push(eq(contests.category, filter.category));
      if (filter.status === 'upcoming') where.push(gt(contests.startAt, filter.now));
      if (filter.status === 'live')
        where.push(lte(contests.startAt, filter.now), gt(contests.endAt, filter.now));
      if (filter.status === 'ended') where.push(lte(contests.endAt, filter.now));
      const condition = where.length ? and(...where) : undefined;
      const order =
        filter.status === 'ended'
          ? [desc(contests.endAt), desc(contests.id)]
          : filter.status
            ? [asc(contests.startAt), asc(contests.id)]
            : // No filter: live and upcoming first (soonest), then ended (newest).
              [
                sql`case when ${contests.endAt} > ${filter.now.toISOString()}::timestamptz then 0 else 1 end`,
                sql`case when ${contests.endAt} > ${filter.now.toISOString()}::timestamptz then extract(epoch from ${contests.startAt}) else -extract(epoch from ${contests.endAt}) end`,
                asc(contests.id),
              ];
      const rows = await db
        .select()
        .from(contests)
        .where(condition)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(contests).where(condition);
      return { rows, total: total?.n ?? 0 };
    },

    async problems(contestId: number): Promise<ContestProblemView[]> {
      return db
        .select({
          id: contestProblems.id,
          problemId: contestProblems.problemId,
          position: contestProblems.position,
          points: contestProblems.points,
          slug: problems.slug,
          name: problems.name,
          problemType: problems.problemType,
          difficulty: problems.difficulty,
          maxScore: problems.maxScore,
          languages: problems.languages,
        })
        .from(contestProblems)
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(eq(contestProblems.contestId, contestId))
        .orderBy(asc(contestProblems.position));
    },

    async problemCounts(contestIds: number[]): Promise<Map<number, number>> {
      if (contestIds.length === 0) return new Map();
      const rows = await db
        .select({ id: contestProblems.contestId, n: count() })
        .from(contestProblems)
        .where(inArray(contestProblems.contestId, contestIds))
        .groupBy(contestProblems.contestId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async registeredCounts(contestIds: number[]): Promise<Map<number, number>> {
      if (contestIds.length === 0) return new Map();
      const rows = await db
        .select({ id: contestParticipations.contestId, n: count() })
        .from(contestParticipations)
        .where(
          and(inArray(contestParticipations.contestId, contestIds), eq(contestParticipations.virtual, false)),
        )
        .groupBy(contestParticipations.contestId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async findProblem(contestId: number, problemId: number) {
      const [row] = await db
        .select()
        .from(contestProblems)
        .where(and(eq(contestProblems.contestId, contestId), eq(contestProblems.problemId, problemId)))
        .limit(1);
      return row;
    },

    /** The user's participations in these contests (official and virtual). */
    async participationsOf(userId: number, contestIds: number[]): Promise<ContestParticipationRow[]> {
      if (contestIds.length === 0) return [];
      return db
        .select()
        .from(contestParticipations)
        .where(
          and(eq(contestParticipations.userId, userId), inArray(contestParticipations.contestId, contestIds)),
        );
    },

    /** Inserts the participation, or returns the one already there (a double click registers once). */
    async insertParticipation(
      fields: typeof contestParticipations.$inferInsert,
    ): Promise<ContestParticipationRow> {
      const [row] = await db.insert(contestParticipations).values(fields).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.contestId, fields.contestId),
            eq(contestParticipations.userId, fields.userId),
            eq(contestParticipations.virtual, fields.virtual ?? false),
          ),
        );
      return existing!;
    },

    async updateParticipation(id: number, fields: Partial<ContestParticipationRow>): Promise<void> {
      await db.update(contestParticipations).set(fields).where(eq(contestParticipations.id, id));
    },

    async deleteParticipation(id: number): Promise<void> {
      await db.delete(contestParticipations).where(eq(contestParticipations.id, id));
    },

    /** A virtual restart: earlier virtual results go, so the new attempt starts clean. */
    async clearResults(participationId: number): Promise<void> {
      await db.delete(contestSubmissions).where(eq(contestSubmissions.participationId, participationId));
      await db
        .delete(contestProblemResults)
        .where(eq(contestProblemResults.participationId, participationId));
    },

    async results(participationId: number) {
      return db
        .select()
        .from(contestProblemResults)
        .where(eq(contestProblemResults.participationId, participationId));
    },

    /** The participation's judged submissions, oldest first (the problem list replays them). */
    async submissionsOf(participationId: number) {
      return db
        .select()
        .from(contestSubmissions)
        .where(eq(contestSubmissions.participationId, participationId))
        .orderBy(asc(contestSubmissions.submittedAt), asc(contestSubmissions.submissionId));
    },

    async markedProblemIds(userId: number, contestId: number): Promise<number[]> {
      const rows = await db
        .select({ id: bookmarks.problemId })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.offeringId, contestId)));
      return rows.map((r) => r.id);
    },

    async insertSubmission(fields: typeof contestSubmissions.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(contestSubmissions)
        .values(fields)
        .onConflictDoNothing()
        .returning({ id: contestSubmissions.submissionId });
      return rows.length > 0;
    },

    async upsertResult(fields: {
      participationId: number;
      problemId: number;
      accepted: boolean;
      score: number;
      at: Date;
    }): Promise<void> {
      const { participationId, problemId, accepted, score, at } = fields;
      await db
        .insert(contestProblemResults)
        .values({
          participationId,
          problemId,
          attempts: 1,
          firstAcceptedAt: accepted ? at : null,
          bestScore: score,
          lastSubmittedAt: at,
        })
        .onConflictDoUpdate({
          target: [contestProblemResults.participationId, contestProblemResults.problemId],
          set: {
            attempts: sql`${contestProblemResults.attempts} + 1`,
            firstAcceptedAt: accepted
              ? sql`least(coalesce(${contestProblemResults.firstAcceptedAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`
              : sql`${contestProblemResults.firstAcceptedAt}`,
            bestScore: sql`greatest(${contestProblemResults.bestScore}, ${score})`,
            lastSubmittedAt: sql`greatest(${contestProblemResults.lastSubmittedAt}, ${at.toISOString()}::timestamptz)`,
          },
        });
    },

    /** Contests that include the problem (by slug) and have not ended at `now`, with the caller's participations. */
    async openContestsWithProblem(problemSlug: string, now: Date): Promise<ContestRow[]> {
      const rows = await db
        .select({ contest: contests })
        .from(contests)
        .innerJoin(contestProblems, eq(contestProblems.contestId, contests.id))
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(and(eq(problems.slug, problemSlug), gt(contests.endAt, now)));
      return rows.map((r) => r.contest);
    },

    /**
     * A condition on `problemId` (the column holding a problem's id in the query it goes into): the problem is
     * contest-only (hidden_until_start) in some contest, or, with `startingAfter`, in a contest whose start is later
     * than that. An IN over an uncorrelated subquery: the database builds the (small) set once per query and probes it
     * per row, whatever its statistics say about the outer query.
     */
    contestOnlyProblem(problemId: SQLWrapper, startingAfter?: Date): SQL {
      return inArray(
        problemId,
        db
          .select({ problemId: contestProblems.problemId })
          .from(contestProblems)
          .innerJoin(contests, eq(contests.id, contestProblems.contestId))
          .where(
            and(
              eq(contestProblems.hiddenUntilStart, true),
              startingAfter ? gt(contests.startAt, startingAfter) : undefined,
            ),
          ),
      );
    },

    /** Ended contests with the problem in which the user has a virtual attempt. */
    async virtualAttemptsWithProblem(userId: number, problemSlug: string) {
      return db
        .select({ contest: contests, participation: contestParticipations })
        .from(contestParticipations)
        .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
        .innerJoin(contestProblems, eq(contestProblems.contestId, contests.id))
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(
          and(
            eq(contestParticipations.userId, userId),
            eq(contestParticipations.virtual, true),
            eq(problems.slug, problemSlug),
          ),
        );
    },

    /** Contests whose start is within [from, to) (seeding checks what exists). */
    async startingBetween(from: Date, to: Date): Promise<ContestRow[]> {
      return db
        .select()
        .from(contests)
        .where(and(gte(contests.startAt, from), lte(contests.startAt, to)));
    },
  };
}
