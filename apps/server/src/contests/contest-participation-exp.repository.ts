/**
 * Reads for contest participation EXP: the (learner, contest) pairs still owed their CONTEST award. No rules here
 * (contest-participation-exp.service.ts decides who is owed what).
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { ExpSource } from '@katana/shared/engagement/exp-awards';
import type { Db } from '../db/client.ts';
import { contestParticipations, contests, contestSubmissions } from '../db/schema/contests.ts';
import { expLedger } from '../db/schema/engagement-experience.ts';
import { rowsOf } from '../engagement/index.ts';

export interface OwedParticipation {
  userId: number;
  contestId: number;
  title: string;
  slug: string;
  endAt: Date;
}

export function createContestParticipationExpRepository(db: Db) {
  return {
    /**
     * Official (never virtual) participants with at least one judged submission in a contest that ended in
     * (endedAfter, endedBy], who have no CONTEST ledger row for it yet; oldest contest first.
     */
    async owed(range: { endedAfter: Date; endedBy: Date }, limit: number): Promise<OwedParticipation[]> {
      return db
        .select({
          userId: contestParticipations.userId,
          contestId: contests.id,
          title: contests.title,
          slug: contests.slug,
          endAt: contests.endAt,
        })
        .from(contestParticipations)
        .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
        .where(
          and(
            eq(contestParticipations.virtual, false),
            gt(contests.endAt, range.endedAfter),
            lte(contests.endAt, range.endedBy),
            sql`exists (select 1 from ${contestSubmissions} where ${contestSubmissions.participationId} = ${contestParticipations.id})`,
            sql`not exists (select 1 from ${expLedger} where ${expLedger.userId} = ${contestParticipations.userId} and ${expLedger.source} = ${ExpSource.CONTEST} and ${expLedger.sourceId} = ${contests.id}::text)`,
          ),
        )
        .orderBy(asc(contests.endAt), asc(contests.id), asc(contestParticipations.id))
        .limit(limit);
    },

    /** A transaction-scoped advisory lock; false when another node holds it. */
    async tryLock(key: string): Promise<boolean> {
      const result = await db.execute(sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`);
      return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
    },
  };
}
