import { describe, expect, it } from 'vitest';
import {
  applyPerformance,
  contestScales,
  diffuse,
  ELO_MMR_DEFAULTS,
  type EloMmrPlayer,
  driftedSigma,
  newPlayer,
  robustAverage,
  updateAfterContest,
} from './elo-mmr-player.ts';

const { beta, drift } = contestScales(ELO_MMR_DEFAULTS);
const P = ELO_MMR_DEFAULTS;

/** The belief's total weight must always equal 1 / sigma^2 (paper eq. "variance"). */
function totalWeight(player: EloMmrPlayer): number {
  return player.prior.weight + player.factors.reduce((s, f) => s + f.weight, 0);
}

function play(player: EloMmrPlayer, perf: number): EloMmrPlayer {
  return applyPerformance(diffuse(player, drift, P.transferSpeed), perf, beta, P.historyLimit);
}

function veteran(perf = 1500, contests = 40): EloMmrPlayer {
  let player = newPlayer();
  for (let i = 0; i < contests; i++) player = play(player, perf);
  return player;
}

describe('Elo-MMR parameters', () => {
  it("use the paper's defaults: 1500 / 350, sigma limit 80, weight 0.2, rho 1, ties as win + loss", () => {
    expect(P).toMatchObject({
      muInit: 1500,
      sigmaInit: 350,
      sigmaLimit: 80,
      weightLimit: 0.2,
      transferSpeed: 1,
      splitTies: false,
    });
    expect(beta).toBeCloseTo(195.96, 2);
    expect(drift).toBeCloseTo(35.78, 2);
  });

  it.each([
    [1, 195.96, 35.78],
    [0.5, 80 * Math.sqrt(11), 80 * Math.sqrt(0.1)],
  ])('a contest of weight %s has beta %s and drift %s', (weight, b, d) => {
    const s = contestScales(P, weight);
    expect(s.beta).toBeCloseTo(b, 2);
    expect(s.drift).toBeCloseTo(d, 2);
  });

  it('refuses a contest weight of zero', () => {
    expect(() => contestScales(P, 0)).toThrow(RangeError);
  });
});

describe('a new learner', () => {
  it('starts at 1500 with uncertainty 350 and no history', () => {
    expect(newPlayer()).toEqual({
      mu: 1500,
      sigma: 350,
      prior: { mu: 1500, weight: 1 / 350 ** 2 },
      factors: [],
      contests: 0,
    });
  });
});

describe('diffuse (skill drift)', () => {
  it('keeps the rating, adds gamma^2 to the variance and keeps total weight = 1/sigma^2', () => {
    const before = play(play(newPlayer(), 1700), 1400);
    const after = diffuse(before, drift, 1);
    expect(after.mu).toBe(before.mu);
    expect(after.sigma ** 2).toBeCloseTo(before.sigma ** 2 + drift ** 2, 6);
    expect(totalWeight(after)).toBeCloseTo(1 / after.sigma ** 2, 12);
    // The rating (zero of L') is preserved by decay and transfer.
    expect(robustAverage(after.prior, after.factors)).toBeCloseTo(before.mu, 6);
  });

  it.each([
    // rho -> share of old logistic weight left on the factors: kappa^(1 + rho)
    [0, 1],
    [1, 2],
    [3, 4],
  ])('with rho = %s decays the performance factors by kappa^%s', (rho, power) => {
    const before = play(newPlayer(), 1600);
    const after = diffuse(before, drift, rho);
    const kappa = (before.sigma / after.sigma) ** 2;
    expect(after.factors[0]!.weight / before.factors[0]!.weight).toBeCloseTo(kappa ** power, 12);
  });

  it('changes nothing without drift', () => {
    const before = play(newPlayer(), 1600);
    expect(diffuse(before, 0, 1)).toBe(before);
  });
});

describe('applyPerformance (belief update)', () => {
  it('moves a new learner towards the performance and shrinks the uncertainty', () => {
    const after = play(newPlayer(), 1800);
    expect(after.mu).toBeGreaterThan(1500);
    expect(after.mu).toBeLessThan(1800);
    expect(1 / after.sigma ** 2).toBeCloseTo(1 / (350 ** 2 + drift ** 2) + 1 / beta ** 2, 12);
    expect(after.contests).toBe(1);
    expect(totalWeight(after)).toBeCloseTo(1 / after.sigma ** 2, 12);
  });

  it('settles at the sigma limit for a regular participant', () => {
    expect(veteran().sigma).toBeCloseTo(80, 3);
  });

  it.each([1300, 1600, 2000, 2600])(
    'converges on the level of a learner who always performs at %s',
    (perf) => {
      // The initial 1500 belief fades geometrically: within a point after 30 contests, far closer after 60.
      expect(Math.abs(veteran(perf, 30).mu - perf)).toBeLessThan(1);
      expect(Math.abs(veteran(perf, 60).mu - perf)).toBeLessThan(Math.abs(veteran(perf, 30).mu - perf) / 10);
    },
  );

  it('is monotone: a better performance never gives a lower rating', () => {
    const base = veteran(1600, 10);
    const ratings = [1000, 1400, 1600, 1800, 2400, 4000].map((perf) => play(base, perf).mu);
    for (let i = 1; i < ratings.length; i++) expect(ratings[i]!).toBeGreaterThan(ratings[i - 1]!);
  });

  it('is robust: one extreme contest moves a veteran by at most pi / (beta sqrt3) / w0 (paper Theorem 5.6)', () => {
    const base = veteran(1600, 40);
    const drifted = diffuse(base, drift, 1);
    const bound = Math.PI / (beta * Math.sqrt(3)) / drifted.prior.weight;
    for (const perf of [1e5, -1e5]) {
      const change = Math.abs(play(base, perf).mu - base.mu);
      expect(change).toBeLessThanOrEqual(bound + 1e-6);
      // A Gaussian average would have moved by (1/beta^2) / (total weight) * 98,400 points, about 16,000.
      expect(change).toBeLessThan(100);
    }
  });

  it('folds the oldest performances into the Gaussian factor beyond the history limit, keeping the weight', () => {
    let player = newPlayer();
    for (const perf of [1400, 1500, 1600, 1700, 1800]) {
      player = applyPerformance(diffuse(player, drift, 1), perf, beta, 3);
    }
    expect(player.factors.map((f) => f.perf)).toEqual([1600, 1700, 1800]);
    expect(totalWeight(player)).toBeCloseTo(1 / player.sigma ** 2, 12);
    expect(player.contests).toBe(5);
  });
});

describe('updateAfterContest', () => {
  it('is diffuse then applyPerformance to the last bit, including the history fold', () => {
    let player = newPlayer();
    for (const perf of [1400, 1900, 1650, 1720, 1580]) {
      const composed = applyPerformance(diffuse(player, drift, 1), perf, beta, 4);
      const fused = updateAfterContest(player, perf, { beta, drift }, { transferSpeed: 1, historyLimit: 4 });
      expect(fused).toEqual(composed);
      expect(driftedSigma(player, drift)).toBe(diffuse(player, drift, 1).sigma);
      player = fused;
    }
    expect(player.factors).toHaveLength(4);
  });
});

describe('robustAverage', () => {
  it('is the prior mean without performances, and the common value when all agree', () => {
    expect(robustAverage({ mu: 1234, weight: 1e-5 }, [])).toBe(1234);
    expect(robustAverage({ mu: 1700, weight: 1e-5 }, [{ perf: 1700, beta: 200, weight: 1e-4 }])).toBe(1700);
  });

  it('lies between the prior and the performances', () => {
    const mu = robustAverage({ mu: 1500, weight: 1 / 350 ** 2 }, [
      { perf: 1900, beta: 200, weight: 1 / 200 ** 2 },
      { perf: 2100, beta: 200, weight: 1 / 200 ** 2 },
    ]);
    expect(mu).toBeGreaterThan(1500);
    expect(mu).toBeLessThan(2100);
  });
});
