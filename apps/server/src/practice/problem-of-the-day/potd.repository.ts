/**
 * Reads and writes of the problem of the day: the stored picks, the CODE catalogue they are picked from, the
 * learner's solved marks. No rules here (see potd-pick.ts and potd.service.ts; which problems may be picked or
 * shown is practice's access policy, passed in as SQL conditions).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { startOfIstDay, addDays, type IstDate } from '@katana/shared/engagement/ist-time';
import type { Db } from '../../db/client.ts';
import type { VisibleTo } from '../access/problem-access.ts';
import { problemOfTheDay } from '../../db/schema/problem-of-the-day.ts';
import { problems, problemTopics, submissions, topics, userProblemStates } from '../../db/schema/practice.ts';
import type { PickCandidate } from './potd-pick.ts';

export interface StoredPick {
  date: IstDate;
  /** Whether the viewer may see the picked problem now (practice's access policy). */
  visible: boolean;
  problem: {
    id: number;
    slug: string;
    name: string;
    difficulty: string;
    maxScore: number;
    topics: { slug: string; name: string }[];
  };
}

export function createPotdRepository(db: Db) {
  async function withTopics(
    rows: {
      date: string;
      visible: unknown;
      id: number;
      slug: string;
      name: string;
      difficulty: string;
      maxScore: number;
    }[],
  ): Promise<StoredPick[]> {
    const ids = [...new Set(rows.map((r) => r.id))];
    const tagRows = ids.length
      ? await db
          .select({ problemId: problemTopics.problemId, slug: topics.slug, name: topics.name })
          .from(problemTopics)
          .innerJoin(topics, eq(topics.id, problemTopics.topicId))
          .where(inArray(problemTopics.problemId, ids))
          .orderBy(asc(topics.name))
      : [];
    return rows.map(({ date, visible, ...problem }) => ({
      date,
      // PostgreSQL and PGlite both answer a boolean, but be explicit.
      visible: visible === true || visible === 't',
      problem: {
        ...problem,
        topics: tagRows.filter((t) => t.problemId === problem.id).map(({ slug, name }) => ({ slug, name })),
      },
    }));
  }

  const pickColumns = {
    date: problemOfTheDay.date,
    id: problems.id,
    slug: problems.slug,
    name: problems.name,
    difficulty: problems.difficulty,
    maxScore: problems.maxScore,
  };

  return {
    /** Stored picks between two dates (inclusive), newest first, each saying whether the viewer may see it. */
    async picksBetween(from: IstDate, to: IstDate, visible: VisibleTo): Promise<StoredPick[]> {
      const rows = await db
        .select({ ...pickColumns, visible: sql<unknown>`${visible() ?? sql`true`}` })
        .from(problemOfTheDay)
        .innerJoin(problems, eq(problems.id, problemOfTheDay.problemId))
        .where(and(gte(problemOfTheDay.date, from), lte(problemOfTheDay.date, to)))
        .orderBy(desc(problemOfTheDay.date));
      return withTopics(rows);
    },

    async pickOf(date: IstDate, visible: VisibleTo): Promise<StoredPick | undefined> {
      const [pick] = await this.picksBetween(date, date, visible);
      return pick;
    },

    /** Problem ids picked within `days` days either side of `date` (the no-repeat window; back-filled dates see later picks too). */
    async pickedAround(date: IstDate, days: number): Promise<Set<number>> {
      const rows = await db
        .select({ problemId: problemOfTheDay.problemId })
        .from(problemOfTheDay)
        .where(
          and(
            gte(problemOfTheDay.date, addDays(date, -days)),
            lte(problemOfTheDay.date, addDays(date, days)),
            ne(problemOfTheDay.date, date),
          ),
        );
      return new Set(rows.map((r) => r.problemId));
    },

    /** The CODE problems for which `featurable` holds: what a day's problem is picked from. */
    async codeProblems(featurable: SQL | undefined): Promise<PickCandidate[]> {
      return db
        .select({ id: problems.id, slug: problems.slug, difficulty: problems.difficulty })
        .from(problems)
        .where(and(eq(problems.problemType, 'CODE'), featurable));
    },

    /** Stores the pick unless another request stored one first; either way the stored pick wins. */
    async storePick(date: IstDate, problemId: number): Promise<void> {
      await db.insert(problemOfTheDay).values({ date, problemId }).onConflictDoNothing();
    },

    async solvedProblemIds(userId: number, problemIds: number[]): Promise<Set<number>> {
      if (!problemIds.length) return new Set();
      const rows = await db
        .select({ problemId: userProblemStates.problemId })
        .from(userProblemStates)
        .where(
          and(
            eq(userProblemStates.userId, userId),
            inArray(userProblemStates.problemId, problemIds),
            isNotNull(userProblemStates.solvedAt),
          ),
        );
      return new Set(rows.map((r) => r.problemId));
    },

    /** The dates among `picks` whose problem got an accepted submission from the learner during that IST day. */
    async datesSolvedOnTheDay(userId: number, picks: StoredPick[]): Promise<Set<IstDate>> {
      const days = new Set<IstDate>();
      for (const pick of picks) {
        const [hit] = await db
          .select({ id: submissions.id })
          .from(submissions)
          .where(
            and(
              eq(submissions.userId, userId),
              eq(submissions.problemId, pick.problem.id),
              eq(submissions.statusMessage, 'CORRECT_ANSWER'),
              gte(submissions.createdAt, new Date(startOfIstDay(pick.date))),
              sql`${submissions.createdAt} < ${new Date(startOfIstDay(addDays(pick.date, 1))).toISOString()}`,
            ),
          )
          .limit(1);
        if (hit) days.add(pick.date);
      }
      return days;
    },
  };
}

export type PotdRepository = ReturnType<typeof createPotdRepository>;
