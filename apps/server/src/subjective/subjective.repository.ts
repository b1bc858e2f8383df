/** Reads and writes SUBJECTIVE answers and their reviews (and the problem they answer); no rules here. */
import { and, asc, count, eq, gte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problems } from '../db/schema/practice.ts';
import { subjectiveAnswers, subjectiveReviews, type SubjectiveAnswerRow } from '../db/schema/subjective.ts';

export function createSubjectiveRepository(db: Db) {
  const problemColumns = {
    id: problems.id,
    slug: problems.slug,
    problemType: problems.problemType,
    maxScore: problems.maxScore,
    item: problems.item,
  };
  return {
    async problemBySlug(slug: string, visible: SQL | undefined) {
      const [row] = await db
        .select(problemColumns)
        .from(problems)
        .where(and(eq(problems.slug, slug), visible));
      return row;
    },

    async problemById(id: number, visible: SQL | undefined) {
      const [row] = await db
        .select({
          ...problemColumns,
          name: problems.name,
          statement: problems.statement,
          editorial: problems.editorial,
          hints: problems.hints,
          html: problems.html,
        })
        .from(problems)
        .where(and(eq(problems.id, id), visible));
      return row;
    },

    /** The oldest answers waiting for review to problems the moderator may see, not their own, with peer counts. */
    waitingAnswers(moderatorId: number, visible: SQL | undefined, limit: number) {
      const peerReviews = db
        .select({ answerId: subjectiveReviews.answerId, n: count().as('n') })
        .from(subjectiveReviews)
        .where(eq(subjectiveReviews.role, 'peer'))
        .groupBy(subjectiveReviews.answerId)
        .as('peer_reviews');
      return db
        .select({
          id: subjectiveAnswers.id,
          submittedAt: subjectiveAnswers.submittedAt,
          slug: problems.slug,
          name: problems.name,
          peerReviews: sql<number>`coalesce(${peerReviews.n}, 0)::int`,
        })
        .from(subjectiveAnswers)
        .innerJoin(problems, eq(problems.id, subjectiveAnswers.problemId))
        .leftJoin(peerReviews, eq(peerReviews.answerId, subjectiveAnswers.id))
        .where(
          and(
            eq(subjectiveAnswers.status, 'waiting'),
            eq(problems.problemType, 'SUBJECTIVE'),
            ne(subjectiveAnswers.userId, moderatorId),
            visible,
          ),
        )
        .orderBy(asc(subjectiveAnswers.submittedAt), asc(subjectiveAnswers.id))
        .limit(limit);
    },

    async answerOf(problemId: number, userId: number): Promise<SubjectiveAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(subjectiveAnswers)
        .where(and(eq(subjectiveAnswers.problemId, problemId), eq(subjectiveAnswers.userId, userId)));
      return row;
    },

    async answerById(id: number): Promise<SubjectiveAnswerRow | undefined> {
      const [row] = await db.select().from(subjectiveAnswers).where(eq(subjectiveAnswers.id, id));
      return row;
    },

    /** Inserts the learner's answer, or replaces the text of the one still waiting (the caller checked it may). */
    async saveAnswer(problemId: number, userId: number, body: string, at: Date): Promise<void> {
      await db
        .insert(subjectiveAnswers)
        .values({ problemId, userId, body, submittedAt: at })
        .onConflictDoUpdate({
          target: [subjectiveAnswers.problemId, subjectiveAnswers.userId],
          set: { body, submittedAt: at },
          setWhere: eq(subjectiveAnswers.status, 'waiting'),
        });
    },

    reviewsOf(answerId: number) {
      return db
        .select()
        .from(subjectiveReviews)
        .where(eq(subjectiveReviews.answerId, answerId))
        .orderBy(asc(subjectiveReviews.createdAt), asc(subjectiveReviews.id));
    },

    async reviewsSince(reviewerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(subjectiveReviews)
        .where(and(eq(subjectiveReviews.reviewerId, reviewerId), gte(subjectiveReviews.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The oldest answer to the problem waiting for reviews, not the reviewer's and not yet reviewed by them. */
    async nextToReview(problemId: number, reviewerId: number): Promise<SubjectiveAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(subjectiveAnswers)
        .where(
          and(
            eq(subjectiveAnswers.problemId, problemId),
            eq(subjectiveAnswers.status, 'waiting'),
            ne(subjectiveAnswers.userId, reviewerId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(subjectiveReviews)
                .where(
                  and(
                    eq(subjectiveReviews.answerId, subjectiveAnswers.id),
                    eq(subjectiveReviews.reviewerId, reviewerId),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(subjectiveAnswers.submittedAt), asc(subjectiveAnswers.id))
        .limit(1);
      return row;
    },

    /** false when this reviewer already reviewed the answer (the unique index decides). */
    async addReview(review: typeof subjectiveReviews.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(subjectiveReviews)
        .values(review)
        .onConflictDoNothing({ target: [subjectiveReviews.answerId, subjectiveReviews.reviewerId] })
        .returning({ id: subjectiveReviews.id });
      return rows.length > 0;
    },

    /**
     * Sets the final score; peers only finalise a waiting answer (so two last reviews at once score it once), a
     * moderator may re-score. Returns whether this call set it.
     */
    async setScore(
      answerId: number,
      fields: { score: number; scoredBy: 'peers' | 'moderator'; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(subjectiveAnswers)
        .set({ status: 'scored', score: fields.score, scoredBy: fields.scoredBy, scoredAt: fields.at })
        .where(
          and(
            eq(subjectiveAnswers.id, answerId),
            fields.scoredBy === 'peers' ? eq(subjectiveAnswers.status, 'waiting') : undefined,
          ),
        )
        .returning({ id: subjectiveAnswers.id });
      return rows.length > 0;
    },

    async setSubmission(answerId: number, submissionId: string): Promise<void> {
      await db.update(subjectiveAnswers).set({ submissionId }).where(eq(subjectiveAnswers.id, answerId));
    },
  };
}

export type SubjectiveRepository = ReturnType<typeof createSubjectiveRepository>;
