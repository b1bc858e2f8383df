/**
 * (1) How long one rating update takes for a contest of N participants (default 20,000; target <= 1 s on the
 * 2-core machine). Participants come with realistic histories (0 to 60 earlier contests each, so their beliefs
 * hold up to 60 performance factors), the contest has ICPC-like ties, and the update is the production call
 * `rateContest` on one thread. Reports the median of --runs runs, the time of the performance phase alone, the
 * Codeforces formula on the same contest, and how far the interpolated performances are from the exact ones on a
 * smaller contest (the exact solve is O(n^2)).
 *
 *   node --import tsx bench/rating/update-speed.ts [--participants 20000] [--runs 7] [--distinct]
 */
import { parseArgs } from 'node:util';
import { rateCodeforces } from '@katana/shared/contests/codeforces-rating';
import { type ContestStanding, rateContest } from '@katana/shared/contests/elo-mmr';
import { performances } from '@katana/shared/contests/elo-mmr-performance';
import {
  applyPerformance,
  contestScales,
  diffuse,
  ELO_MMR_DEFAULTS,
  type EloMmrPlayer,
  newPlayer,
} from '@katana/shared/contests/elo-mmr-player';
import { logisticDraw, seededRandom } from '@katana/shared/contests/seeded-random';
import { median, printMachine } from '../judge/machine.ts';
import { contestStandings, learners } from './synthetic.ts';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '7' },
    // Every place distinct (no ties): the most tie groups, the performance phase's worst case.
    distinct: { type: 'boolean', default: false },
  },
});
const n = Number(values.participants);
const runs = Number(values.runs);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

printMachine();
const setupStart = process.hrtime.bigint();
const random = seededRandom(20_000);
const field = learners(n, 1);
const { beta, drift } = contestScales(ELO_MMR_DEFAULTS);
const states = new Map<string, EloMmrPlayer>();
const cfRatings = new Map<string, number>();
let factors = 0;
for (const learner of field) {
  // History built with the per-player steps (the same ones rateContest uses), from performances around the skill.
  let player = newPlayer();
  const past = Math.floor(random() * 61);
  for (let k = 0; k < past; k++) {
    player = applyPerformance(
      diffuse(player, drift, 1),
      learner.skill + logisticDraw(random, 200),
      beta,
      100,
    );
  }
  factors += player.factors.length;
  states.set(learner.id, player);
  cfRatings.set(learner.id, Math.round(player.mu));
}
const standings: ContestStanding[] = contestStandings(field, random).map((s, i) =>
  values.distinct ? { id: s.id, rank: i + 1 } : s,
);
const groups = new Set(standings.map((s) => s.rank)).size;
console.log(
  `setup: ${n} participants, ${(factors / n).toFixed(1)} performance factors each on average, ` +
    `${groups} distinct places, built in ${(ms(setupStart) / 1000).toFixed(1)} s\n`,
);

const full: number[] = [];
const fullCpu: number[] = [];
const perfOnly: number[] = [];
const cf: number[] = [];
let first: string | null = null;
for (let r = 0; r < runs; r++) {
  let start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const result = rateContest(standings, states);
  full.push(ms(start));
  // CPU time of this thread's process: less sensitive than wall time to other work on a shared machine.
  const cpu = process.cpuUsage(cpuStart);
  fullCpu.push((cpu.user + cpu.system) / 1000);
  // Same numbers every run: the update is deterministic.
  const digest = result.changes.map((c) => c.after.mu).join();
  if (first === null) first = digest;
  else if (digest !== first) throw new Error('rateContest gave different numbers on a rerun');

  const drifted = result.changes.map((c) => diffuse(c.before, drift, 1));
  start = process.hrtime.bigint();
  performances(
    result.changes.map((c, i) => ({
      mu: drifted[i]!.mu,
      delta: Math.hypot(drifted[i]!.sigma, beta),
      rank: c.rank,
    })),
    false,
  );
  perfOnly.push(ms(start));

  start = process.hrtime.bigint();
  rateCodeforces(standings, cfRatings);
  cf.push(ms(start));
}

const row = (name: string, xs: number[]) =>
  `| ${name} | ${median(xs).toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} |`;
console.log(`| ${n} participants, ${runs} runs | median ms | min ms | max ms |`);
console.log('| --- | ---: | ---: | ---: |');
console.log(row('Elo-MMR rateContest (whole update)', full));
console.log(row('  same, CPU time (user + system)', fullCpu));
console.log(row('  of which: performance phase', perfOnly));
console.log(row('Codeforces formula, same contest', cf));
console.log(`\nrerun check: ${runs} runs gave identical ratings\n`);

// Accuracy of the fast path: exact O(n^2) solve on a smaller contest of the same kind.
const small = 2000;
const entries = standings
  .slice(0, small)
  .map((s) => ({ s, p: diffuse(states.get(s.id)!, drift, 1) }))
  .map(({ s, p }) => ({ mu: p.mu, delta: Math.hypot(p.sigma, beta), rank: s.rank }));
let start = process.hrtime.bigint();
const exact = performances(entries, false, 'exact');
const exactMs = ms(start);
start = process.hrtime.bigint();
const fast = performances(entries, false, 'interpolated');
const fastMs = ms(start);
let worst = 0;
for (let i = 0; i < small; i++) worst = Math.max(worst, Math.abs(exact[i]! - fast[i]!));
console.log(
  `performance phase on the first ${small}: exact ${exactMs.toFixed(0)} ms, interpolated ${fastMs.toFixed(0)} ms, ` +
    `largest difference ${worst.toExponential(2)} rating points`,
);
