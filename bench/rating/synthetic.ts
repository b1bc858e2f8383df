/**
 * Generated contest data for the rating benchmarks: learners with a hidden true skill, contests where each
 * participant's performance is that skill plus logistic noise, and ICPC-like results (problems solved out of six of
 * rising difficulty, then penalty), so the standings have the ties real contests have: many learners solve nothing
 * or the same count. Seeded: every run sees the same data.
 */
import type { ContestStanding } from '@katana/shared/contests/elo-mmr';
import { logisticDraw, normalDraw, seededRandom } from '@katana/shared/contests/seeded-random';

export const PROBLEM_DIFFICULTIES = [900, 1200, 1500, 1800, 2100, 2400];

export interface Learner {
  id: string;
  /** Hidden true skill on the rating scale. */
  skill: number;
  /** Points of skill gained per contest taken (learners on a practice platform improve). */
  trend: number;
  /** Chance of entering any given contest. */
  activity: number;
}

export function learners(count: number, seed: number): Learner[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `learner-${i}`,
    skill: 1500 + 350 * normalDraw(random),
    // A quarter of the learners improve steadily, the rest drift.
    trend: random() < 0.25 ? 5 + 15 * random() : 0,
    activity: 0.1 + 0.8 * random(),
  }));
}

/**
 * One contest among `entrants`: performance = skill + logistic noise (sd `noise`); solved = problems whose
 * difficulty the performance reaches; among equal solved counts a better performance means less penalty, except
 * that learners who solve nothing all tie.
 */
export function contestStandings(
  entrants: readonly Learner[],
  random: () => number,
  noise = 200,
): ContestStanding[] {
  const results = entrants.map((l) => {
    const perf = l.skill + logisticDraw(random, noise);
    const solved = PROBLEM_DIFFICULTIES.filter((d) => perf >= d).length;
    // Whole penalty minutes: two learners with the same count and minutes tie, as on a real board.
    const penalty =
      solved === 0 ? 0 : Math.max(0, Math.round(300 - (perf - PROBLEM_DIFFICULTIES[solved - 1]!) / 2));
    return { id: l.id, solved, penalty };
  });
  results.sort((a, b) => b.solved - a.solved || a.penalty - b.penalty || (a.id < b.id ? -1 : 1));
  const standings: ContestStanding[] = [];
  results.forEach((r, i) => {
    const prev = results[i - 1];
    const tied = prev && prev.solved === r.solved && prev.penalty === r.penalty;
    standings.push({ id: r.id, rank: tied ? standings[i - 1]!.rank : i + 1 });
  });
  return standings;
}

/** Skill after a contest: the learner's trend plus a random drift (sd 35, the paper's synthetic drift). */
export function evolve(learner: Learner, random: () => number): void {
  learner.skill += learner.trend + 35 * normalDraw(random);
}
