/**
 * Problem-of-the-day rules: which dates exist (today and the past, never the future), picking and storing a
 * date's problem once (dates of the last 30 days are filled on demand, oldest first, so each pick sees the picks
 * before it), the learner's solved marks and the POTD streak. Practice's access policy says what may be picked
 * (problems visible to everyone and reserved by no policy, so a pick never reveals a contest's problem) and what
 * may be shown: a stored pick hidden from the viewer now is left out, as if the date had none.
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
import type { ProblemAccess, Viewer } from '../access/problem-access.ts';
import { NO_REPEAT_DAYS, pickProblemOfTheDay } from './potd-pick.ts';
import type { PotdRepository, StoredPick } from './potd.repository.ts';

const noProblem = () =>
  new ApiError(404, ErrorCode.NOT_FOUND, 'There is no problem of the day for this date.');

export function createPotdService({ repo, access }: { repo: PotdRepository; access: ProblemAccess }) {
  /** Stored picks of [from, to], filling the missing dates oldest first; each says if the viewer may see it. */
  async function ensurePicks(from: IstDate, to: IstDate, viewer: Viewer): Promise<StoredPick[]> {
    const visible = access.visibleTo(viewer);
    const stored = await repo.picksBetween(from, to, visible);
    const have = new Set(stored.map((p) => p.date));
    let filled = false;
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (have.has(date)) continue;
      const pick = pickProblemOfTheDay(
        date,
        await repo.codeProblems(access.featurable()),
        await repo.pickedAround(date, NO_REPEAT_DAYS),
      );
      if (!pick) return [];
      await repo.storePick(date, pick.id);
      filled = true;
    }
    return filled ? repo.picksBetween(from, to, visible) : stored;
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
    const viewer = userId ?? null;
    const pick = inWindow
      ? (await ensurePicks(date, date, viewer))[0]
      : await repo.pickOf(date, access.visibleTo(viewer));
    if (!pick?.visible) throw noProblem();
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
      const picks = await ensurePicks(addDays(today, -(POTD_ARCHIVE_DAYS - 1)), today, userId);
      const shown = picks.filter((p) => p.visible);
      const solved = await repo.solvedProblemIds(
        userId,
        shown.map((p) => p.problem.id),
      );
      // The streak counts the days as they were: a pick hidden since does not break it.
      const onTheDay = await repo.datesSolvedOnTheDay(userId, picks);
      // Today still open: the streak counts from yesterday until today's problem is solved.
      let day = onTheDay.has(today) ? today : addDays(today, -1);
      let streak = 0;
      while (onTheDay.has(day)) {
        streak += 1;
        day = addDays(day, -1);
      }
      return { today, days: shown.map((p) => present(p, today, solved.has(p.problem.id))), streak };
    },
  };
}

export type PotdService = ReturnType<typeof createPotdService>;
