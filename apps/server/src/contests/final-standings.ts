/**
 * The final official standings of a contest, for the rating part: every participant who started (virtual attempts
 * never count), ranked by the contest's format without any freeze, ties sharing a rank (1, 2, 2, 4).
 */
import type { Db } from '../db/client.ts';
import { loadBoardData, rankBoard } from './contest-board.ts';
import { createContestRepository } from './contest.repository.ts';

export interface FinalStanding {
  userId: number;
  rank: number;
  problemsSolved: number;
  /** ICPC: points of the solved problems; IOI: total points. */
  score: number;
  /** ICPC penalty minutes (0 for IOI). */
  penalty: number;
}

/** Best first; an empty list for a contest nobody started; throws for an unknown contest. */
export async function finalStandings(db: Db, contestId: number): Promise<FinalStanding[]> {
  const contest = await createContestRepository(db).findById(contestId);
  if (!contest) throw new RangeError(`no contest ${contestId}`);
  const data = await loadBoardData(db, contest, false);
  const userOf = new Map(data.participants.map((p) => [p.participationId, p.userId]));
  return rankBoard(data).map((row) => ({
    userId: userOf.get(row.participationId)!,
    rank: row.rank,
    problemsSolved: row.solved,
    score: row.score,
    penalty: row.penalty,
  }));
}
