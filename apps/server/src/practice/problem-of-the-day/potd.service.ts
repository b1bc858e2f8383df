/**
 * Problem-of-the-day rules: which dates exist (today and the past, never the future), picking and storing a
 * date's problem once (dates of the last 30 days are filled on demand, oldest first, so each pick sees the picks
 * before it), the learner's solved marks and the POTD streak.
 */
import { ErrorCode } from '@katana/shared/envelope';
import { addDays, istDate, type IstDate } from '@katana/shared/engagement/ist-time';
import {
  POTD_ARCHIVE_DAYS,
  type PotdArchive,
  type ProblemOfTheDay,
} from '@katana/shared/api/problem-of-the-day';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import { ApiError } from '../../plugins/app/api-error.ts';
import { NO_REPEAT_DAYS, pickProblemOfTheDay } from './potd-pick.ts';
import type { PotdRepository, StoredPick } from './potd.repository.ts';

const noProblem = () =>
  new ApiError(404, ErrorCode.NOT_FOUND, 'There is no problem of the day for this date.');

export function createPotdService({ repo }: { repo: PotdRepository }) {
  /** Stored picks of [from, to], filling the missing dates oldest first. */
  async function ensurePicks(from: IstDate, to: IstDate): Promise<StoredPick[]> {
    const stored = await repo.picksBetween(from, to);
    const have = new Set(stored.map((p) => p.date));
    let filled = false;
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (have.has(date)) continue;
      const pick = pickProblemOfTheDay(
        date,
        await repo.codeProblems(),
        await repo.pickedAround(date, NO_REPEAT_DAYS),
      );
      if (!pick) return [];
      await repo.storePick(date, pick.id);
      filled = true;
    }
    return filled ? repo.picksBetween(from, to) : stored;
  }

  function present(pick: StoredPick, today: IstDate, solved: boolean): ProblemOfTheDay {
    const { problem } = pick;
    return {
      date: pick.date,
      problem: {
        id: problem.id,
        slug: problem.slug,
        name: problem.name,
        difficulty: problem.difficulty as Difficulty,
        topics: problem.topics,
        max_score: problem.maxScore,
      },
      solved,
      is_today: pick.date === today,
    };
  }

  async function one(date: IstDate, today: IstDate, userId: number | undefined): Promise<ProblemOfTheDay> {
    if (date > today) throw noProblem();
    const inWindow = date > addDays(today, -POTD_ARCHIVE_DAYS);
    const pick = inWindow ? (await ensurePicks(date, date))[0] : await repo.pickOf(date);
    if (!pick) throw noProblem();
    const solved = userId
      ? (await repo.solvedProblemIds(userId, [pick.problem.id])).has(pick.problem.id)
      : false;
    return present(pick, today, solved);
  }

  return {
    today(now: Date, userId?: number) {
      const today = istDate(now.getTime());
      return one(today, today, userId);
    },

    byDate(date: IstDate, now: Date, userId?: number) {
      return one(date, istDate(now.getTime()), userId);
    },

    async archive(now: Date, userId: number): Promise<PotdArchive> {
      const today = istDate(now.getTime());
      const picks = await ensurePicks(addDays(today, -(POTD_ARCHIVE_DAYS - 1)), today);
      const solved = await repo.solvedProblemIds(
        userId,
        picks.map((p) => p.problem.id),
      );
      const onTheDay = await repo.datesSolvedOnTheDay(userId, picks);
      // Today still open: the streak counts from yesterday until today's problem is solved.
      let day = onTheDay.has(today) ? today : addDays(today, -1);
      let streak = 0;
      while (onTheDay.has(day)) {
        streak += 1;
        day = addDays(day, -1);
      }
      return { today, days: picks.map((p) => present(p, today, solved.has(p.problem.id))), streak };
    },
  };
}

export type PotdService = ReturnType<typeof createPotdService>;
