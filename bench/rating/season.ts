/**
 * (2) Does Elo-MMR rank future results at least as well as the Codeforces formula? A generated season (learners
 * with a hidden true skill that drifts and, for a quarter of them, improves; about 50 contests; each learner enters
 * a contest with their own probability; ICPC-like standings with ties) is rated by both systems side by side. Before
 * each contest, each system's current ratings predict its standings, scored as in the Elo-MMR paper (§6.2):
 *
 * - pair inversion: per participant, the share of the other participants against whom the higher-rated of the two
 *   won or tied (equal ratings count half), averaged over all participants of all evaluated contests;
 * - rank deviation: |actual place - place predicted by sorting on rating| / (n - 1), using the place within a tied
 *   range closest to the prediction.
 *
 * As in the paper, the main figures count only participants with at least 5 earlier contests (a newcomer's 1500
 * says nothing); "all" counts everyone. The hidden skill itself is scored too, as the ceiling no system can beat.
 *
 *   node --import tsx bench/rating/season.ts [--learners 3000] [--contests 50] [--seeds 3]
 */
import { parseArgs } from 'node:util';
import { rateCodeforces } from '@katana/shared/contests/codeforces-rating';
import { type ContestStanding, rateContest } from '@katana/shared/contests/elo-mmr';
import type { EloMmrPlayer } from '@katana/shared/contests/elo-mmr-player';
import { seededRandom } from '@katana/shared/contests/seeded-random';
import { printMachine } from '../judge/machine.ts';
import { contestStandings, evolve, type Learner, learners } from './synthetic.ts';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '3000' },
    contests: { type: 'string', default: '50' },
    seeds: { type: 'string', default: '3' },
  },
});
const learnerCount = Number(values.learners);
const contestCount = Number(values.contests);
const seedCount = Number(values.seeds);
const MIN_HISTORY = 5;

interface Score {
  pairSum: number;
  devSum: number;
  count: number;
}
const emptyScore = (): Score => ({ pairSum: 0, devSum: 0, count: 0 });

/** Adds one contest's metrics to `all` for every participant and to `established` for those with enough history. */
function scoreContest(
  standings: readonly ContestStanding[],
  predicted: (id: string) => number,
  history: ReadonlyMap<string, number>,
  established: Score,
  all: Score,
): void {
  const n = standings.length;
  const rating = standings.map((s) => predicted(s.id));
  // Predicted places: 1 + number of participants rated strictly higher, and the range among equal ratings.
  const sortedRatings = [...rating].sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  const lastIndex = new Map<number, number>();
  sortedRatings.forEach((r, i) => {
    if (!firstIndex.has(r)) firstIndex.set(r, i);
    lastIndex.set(r, i);
  });
  // Actual places: the tied range [lo, hi] of each rank value.
  const rankLo = new Map<number, number>();
  const rankHi = new Map<number, number>();
  standings.forEach((s, i) => {
    if (!rankLo.has(s.rank)) rankLo.set(s.rank, i);
    rankHi.set(s.rank, i);
  });
  for (let i = 0; i < n; i++) {
    let correct = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const ri = rating[i]!;
      const rj = rating[j]!;
      if (ri === rj) correct += 0.5;
      else {
        const [hiIdx, loIdx] = ri > rj ? [i, j] : [j, i];
        if (standings[hiIdx]!.rank <= standings[loIdx]!.rank) correct++;
      }
    }
    const pair = correct / (n - 1);
    const predLo = firstIndex.get(rating[i]!)!;
    const predHi = lastIndex.get(rating[i]!)!;
    const actLo = rankLo.get(standings[i]!.rank)!;
    const actHi = rankHi.get(standings[i]!.rank)!;
    // Distance between the two ranges (0 when they overlap): the closest choice within ties on both sides.
    const gap = Math.max(0, actLo - predHi, predLo - actHi);
    const scopes = (history.get(standings[i]!.id) ?? 0) >= MIN_HISTORY ? [all, established] : [all];
    for (const into of scopes) {
      into.pairSum += pair;
      into.devSum += gap / (n - 1);
      into.count++;
    }
  }
}

interface SeasonResult {
  established: Record<'eloMmr' | 'codeforces' | 'trueSkill', Score>;
  all: Record<'eloMmr' | 'codeforces' | 'trueSkill', Score>;
  ms: { eloMmr: number; codeforces: number };
  participants: number[];
}

function runSeason(seed: number): SeasonResult {
  const random = seededRandom(seed * 7919);
  const pool: Learner[] = learners(learnerCount, seed);
  const mmr = new Map<string, EloMmrPlayer>();
  const cf = new Map<string, number>();
  const history = new Map<string, number>();
  const result: SeasonResult = {
    established: { eloMmr: emptyScore(), codeforces: emptyScore(), trueSkill: emptyScore() },
    all: { eloMmr: emptyScore(), codeforces: emptyScore(), trueSkill: emptyScore() },
    ms: { eloMmr: 0, codeforces: 0 },
    participants: [],
  };
  for (let t = 0; t < contestCount; t++) {
    const entrants = pool.filter((l) => random() < l.activity);
    const standings = contestStandings(entrants, random);
    result.participants.push(standings.length);
    const skill = new Map(entrants.map((l) => [l.id, l.skill]));
    // Predict with the ratings everyone had before this contest.
    const predictors = {
      eloMmr: (id: string) => mmr.get(id)?.mu ?? 1500,
      codeforces: (id: string) => cf.get(id) ?? 1500,
      trueSkill: (id: string) => skill.get(id)!,
    };
    for (const key of ['eloMmr', 'codeforces', 'trueSkill'] as const) {
      scoreContest(standings, predictors[key], history, result.established[key], result.all[key]);
    }
    // Then both systems learn from it, side by side.
    let start = process.hrtime.bigint();
    for (const change of rateContest(standings, mmr).changes) mmr.set(change.id, change.after);
    result.ms.eloMmr += Number(process.hrtime.bigint() - start) / 1e6;
    start = process.hrtime.bigint();
    for (const change of rateCodeforces(standings, cf)) cf.set(change.id, change.ratingAfter);
    result.ms.codeforces += Number(process.hrtime.bigint() - start) / 1e6;
    for (const l of entrants) {
      history.set(l.id, (history.get(l.id) ?? 0) + 1);
      evolve(l, random);
    }
  }
  return result;
}

const pct = (s: Score, key: 'pairSum' | 'devSum') => ((100 * s[key]) / Math.max(1, s.count)).toFixed(2);

printMachine();
console.log(`season: ${learnerCount} learners, ${contestCount} contests, seeds 1..${seedCount}\n`);
console.log(
  '| seed | mean entrants | scored (>= 5 earlier) | pair inv. Elo-MMR | pair inv. Codeforces | pair inv. true skill | rank dev. Elo-MMR | rank dev. Codeforces | rank dev. true skill | pair inv. all, Elo-MMR / CF | Elo-MMR ms | CF ms |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const totals = { eloMmr: emptyScore(), codeforces: emptyScore() };
for (let seed = 1; seed <= seedCount; seed++) {
  const r = runSeason(seed);
  const e = r.established;
  for (const key of ['eloMmr', 'codeforces'] as const) {
    totals[key].pairSum += e[key].pairSum;
    totals[key].devSum += e[key].devSum;
    totals[key].count += e[key].count;
  }
  const mean = r.participants.reduce((s, x) => s + x, 0) / r.participants.length;
  console.log(
    `| ${seed} | ${mean.toFixed(0)} | ${e.eloMmr.count} | ${pct(e.eloMmr, 'pairSum')}% | ${pct(e.codeforces, 'pairSum')}% | ` +
      `${pct(e.trueSkill, 'pairSum')}% | ${pct(e.eloMmr, 'devSum')}% | ${pct(e.codeforces, 'devSum')}% | ` +
      `${pct(e.trueSkill, 'devSum')}% | ${pct(r.all.eloMmr, 'pairSum')}% / ${pct(r.all.codeforces, 'pairSum')}% | ` +
      `${r.ms.eloMmr.toFixed(0)} | ${r.ms.codeforces.toFixed(0)} |`,
  );
}
const better =
  totals.eloMmr.pairSum / totals.eloMmr.count >= totals.codeforces.pairSum / totals.codeforces.count;
console.log(
  `\nall seeds, established participants: pair inversion Elo-MMR ${pct(totals.eloMmr, 'pairSum')}% vs Codeforces ` +
    `${pct(totals.codeforces, 'pairSum')}%; rank deviation ${pct(totals.eloMmr, 'devSum')}% vs ` +
    `${pct(totals.codeforces, 'devSum')}% -> Elo-MMR ${better ? 'at least as good' : 'WORSE'} on pair inversion`,
);
