/**
 * Generated contests for the standings test and bench/contests: N participants (users, started participations) and
 * about `perParticipant` judged submissions each, written straight to the tables in bulk (as if the verdict hook
 * had recorded them, but without the hook's per-verdict work), from a seeded sequence so runs repeat. Times fall
 * on whole minutes of a short contest and verdicts are few, so ties are common.
 */
import { Verdict } from '@katana/shared/verdicts';
import type { Db } from '../db/client.ts';
import { contestParticipations, contestSubmissions, type ContestRow } from '../db/schema/contests.ts';
import { submissions, type ProblemRow } from '../db/schema/practice.ts';
import { users } from '../db/schema/users.ts';

export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Returns the participation ids in creation order. */
export async function generateBoard(
  db: Db,
  contest: ContestRow,
  problems: ProblemRow[],
  options: { participants: number; perParticipant: number; seed: number; points?: number },
): Promise<number[]> {
  const random = seeded(options.seed);
  const points = options.points ?? 100;
  const tag = `${contest.id}-${options.seed}`;
  const made = await (async () => {
    const ids: number[] = [];
    const values = Array.from({ length: options.participants }, (_, i) => ({ name: `Gen ${tag} ${i}` }));
    await insertChunked(values, async (chunk) => {
      const rows = await db.insert(users).values(chunk).returning({ id: users.id });
      ids.push(...rows.map((r) => r.id));
    });
    return ids;
  })();
  const durationMin = Math.round((contest.endAt.getTime() - contest.startAt.getTime()) / 60_000);
  const windowMin = contest.windowMinutes ?? durationMin;
  const starts = made.map(() =>
    contest.windowMinutes == null
      ? contest.startAt.getTime()
      : contest.startAt.getTime() + Math.floor(random() * Math.max(1, durationMin - windowMin)) * 60_000,
  );
  const pids: number[] = [];
  await insertChunked(
    made.map((userId, i) => ({
      contestId: contest.id,
      userId,
      registeredAt: contest.startAt,
      startedAt: new Date(starts[i]!),
    })),
    async (chunk) => {
      const rows = await db
        .insert(contestParticipations)
        .values(chunk)
        .returning({ id: contestParticipations.id });
      pids.push(...rows.map((r) => r.id));
    },
  );
  const subs: (typeof submissions.$inferInsert)[] = [];
  const contestSubs: Omit<typeof contestSubmissions.$inferInsert, 'submissionId'>[] = [];
  pids.forEach((pid, i) => {
    const n = Math.floor(random() * (2 * options.perParticipant + 1));
    for (let k = 0; k < n; k++) {
      const problem = problems[Math.floor(random() * problems.length)]!;
      const at = new Date(starts[i]! + Math.floor(random() * windowMin) * 60_000);
      const roll = random();
      const verdict =
        roll < 0.45 ? Verdict.CORRECT_ANSWER : roll < 0.55 ? Verdict.COMPILATION_ERROR : Verdict.WRONG_ANSWER;
      const percentage = verdict === Verdict.CORRECT_ANSWER ? 100 : [0, 25, 50][Math.floor(random() * 3)]!;
      subs.push({
        userId: made[i]!,
        problemId: problem.id,
        offeringId: contest.id,
        submissionType: 'MCQ',
        state: 'DONE',
        statusMessage: verdict,
        percentageScore: percentage,
        createdAt: at,
      });
      contestSubs.push({
        contestId: contest.id,
        participationId: pid,
        problemId: problem.id,
        submittedAt: at,
        verdict,
        score: (percentage * points) / 100,
      });
    }
  });
  const subIds: string[] = [];
  await insertChunked(subs, async (chunk) => {
    const rows = await db.insert(submissions).values(chunk).returning({ id: submissions.id });
    subIds.push(...rows.map((r) => r.id));
  });
  await insertChunked(
    contestSubs.map((s, i) => ({ ...s, submissionId: subIds[i]! })),
    (chunk) => db.insert(contestSubmissions).values(chunk),
  );
  return pids;
}
