/**
 * One learner's Elo-MMR belief, and the two per-player steps of the algorithm (Ebtekar & Liu, "Elo-MMR: A Rating
 * System for Massive Multiplayer Competitions", WWW 2021): the skill-drift "pseudodiffusion" before a contest (§4,
 * Algorithm "diffuse") and the belief update after it (§3.2, Algorithm "update").
 *
 * The belief is a product of one Gaussian factor (the prior, mean p0 and weight w0 = 1/beta0^2) and one logistic
 * factor per rated contest (mean p_k = that contest's performance, scale beta_k, weight w_k). The rating mu is its
 * maximum (MAP): the zero of
 *     L'(x) = w0 (x - p0) + sum_k w_k beta_k^2 (pi / (sqrt3 beta_k)) tanh((x - p_k) pi / (2 sqrt3 beta_k)),
 * a robust average of the performances: a lone extreme contest moves it far less than a Gaussian average would.
 *
 * The state is plain JSON so the server can store it beside each rating-history row and recompute a contest from
 * the states before it (idempotent recomputation).
 */
import { solveIncreasing } from './numeric-solve.ts';

export interface EloMmrParams {
  /** Rating and uncertainty of a learner's first contest. The spec's default rating is 1500 (spec 02 §4, §9). */
  muInit: number;
  sigmaInit: number;
  /** The uncertainty a regular participant converges to. */
  sigmaLimit: number;
  /**
   * Weight of one contest (the paper's repository: weight_limit). With sigmaLimit it fixes the performance noise
   * beta = sigmaLimit * sqrt(1 + 1/weight) and the skill drift per contest gamma = sigmaLimit * sqrt(weight).
   */
  weightLimit: number;
  /** rho: how fast weight moves from old performances onto the Gaussian prior (1/rho acts as momentum). */
  transferSpeed: number;
  /** false: a tie counts as a win plus a loss (the paper's model); true: half a win plus half a loss. */
  splitTies: boolean;
  /** Logistic factors kept per player; older ones fold into the Gaussian prior (paper §5.3 "history compression"). */
  historyLimit: number;
}

/**
 * The paper's published defaults (repository EbTech/Elo-MMR: weight_limit 0.2, sig_limit 80, rho 1, ties not
 * split; initial belief 1500 / 350). They give beta = 195.96 and a drift of 35.78 per contest, the noise and drift of
 * the paper's synthetic data set (performance variance 200^2, drift 35^2). historyLimit 100: a factor's weight
 * shrinks by kappa^(1+rho) ~ 0.69 per contest at the limit, so the 100th-newest weighs ~1e-16 of the newest.
 */
export const ELO_MMR_DEFAULTS: Readonly<EloMmrParams> = Object.freeze({
  muInit: 1500,
  sigmaInit: 350,
  sigmaLimit: 80,
  weightLimit: 0.2,
  transferSpeed: 1,
  splitTies: false,
  historyLimit: 100,
});

export interface LogisticFactor {
  /** The performance p_k of one contest. */
  perf: number;
  /** Its logistic scale beta_k (the contest's performance noise). */
  beta: number;
  /** Its weight w_k = multiplicity / beta_k^2; it decays as later contests add drift. */
  weight: number;
}

export interface EloMmrPlayer {
  /** The rating: MAP estimate of skill. */
  mu: number;
  /** Uncertainty: 1 / sigma^2 is the belief's total weight. */
  sigma: number;
  /** The Gaussian factor: the initial belief plus everything transferred or folded into it. */
  prior: { mu: number; weight: number };
  /** Logistic factors, oldest first. */
  factors: LogisticFactor[];
  /** Rated contests taken. */
  contests: number;
}

export function newPlayer(params: EloMmrParams = ELO_MMR_DEFAULTS): EloMmrPlayer {
  return {
    mu: params.muInit,
    sigma: params.sigmaInit,
    prior: { mu: params.muInit, weight: 1 / params.sigmaInit ** 2 },
    factors: [],
    contests: 0,
  };
}

/** Performance noise beta and per-contest drift gamma of a contest of relative weight `contestWeight` (1 = normal). */
export function contestScales(params: EloMmrParams, contestWeight = 1): { beta: number; drift: number } {
  if (!(contestWeight > 0)) throw new RangeError('contest weight must be positive');
  const weight = params.weightLimit * contestWeight;
  return {
    beta: params.sigmaLimit * Math.sqrt(1 + 1 / weight),
    drift: params.sigmaLimit * Math.sqrt(weight),
  };
}

/**
 * Skill drift before a contest (paper Algorithm "diffuse"): the uncertainty grows from sigma^2 to sigma^2 + gamma^2
 * by decaying every factor's weight by kappa = sigma^2 / (sigma^2 + gamma^2); at the same time a share 1 - kappa^rho
 * of the weight moves onto the Gaussian factor, centred at the current rating so the rating itself does not move.
 */
export function diffuse(player: EloMmrPlayer, drift: number, transferSpeed: number): EloMmrPlayer {
  if (drift === 0) return player;
  const { sigma, prior, scale } = drifted(player, drift, transferSpeed);
  return {
    mu: player.mu,
    sigma,
    prior,
    factors: player.factors.map((f) => ({ perf: f.perf, beta: f.beta, weight: f.weight * scale })),
    contests: player.contests,
  };
}

/** The drifted uncertainty and Gaussian factor, and the scale every logistic weight takes: kappa^(1+rho). */
function drifted(
  player: EloMmrPlayer,
  drift: number,
  transferSpeed: number,
): { sigma: number; prior: { mu: number; weight: number }; scale: number } {
  if (drift === 0) return { sigma: player.sigma, prior: player.prior, scale: 1 };
  const sigma = Math.hypot(player.sigma, drift);
  const kappa = (player.sigma / sigma) ** 2;
  const transfer = kappa ** transferSpeed;
  let logisticWeight = 0;
  for (const f of player.factors) logisticWeight += f.weight;
  const keptOnPrior = transfer * player.prior.weight;
  const transferred = (1 - transfer) * (player.prior.weight + logisticWeight);
  const total = keptOnPrior + transferred;
  return {
    sigma,
    prior: { mu: (keptOnPrior * player.prior.mu + transferred * player.mu) / total, weight: kappa * total },
    scale: transfer * kappa,
  };
}

/** The uncertainty after drift alone: what the performance phase needs from each participant. */
export function driftedSigma(player: EloMmrPlayer, drift: number): number {
  return drift === 0 ? player.sigma : Math.hypot(player.sigma, drift);
}

const PI_OVER_SQRT3 = Math.PI / Math.sqrt(3);

/**
 * The rating: the zero of L'(x) above. It lies between the smallest and largest of p0 and the p_k (every term is
 * <= 0 at the smallest and >= 0 at the largest), which is the bracket handed to the solver.
 */
export function robustAverage(
  prior: { mu: number; weight: number },
  factors: readonly LogisticFactor[],
  guess?: number,
): number {
  let lo = prior.mu;
  let hi = prior.mu;
  for (const f of factors) {
    if (f.perf < lo) lo = f.perf;
    if (f.perf > hi) hi = f.perf;
  }
  if (lo === hi) return lo;
  const w0 = prior.weight;
  const p0 = prior.mu;
  const n = factors.length;
  return solveIncreasing(
    (x) => {
      let value = w0 * (x - p0);
      let slope = w0;
      for (let k = 0; k < n; k++) {
        const f = factors[k]!;
        const arg = PI_OVER_SQRT3 / (2 * f.beta);
        const out = f.weight * f.beta * PI_OVER_SQRT3;
        const t = Math.tanh((x - f.perf) * arg);
        value += out * t;
        slope += out * arg * (1 - t * t);
      }
      return [value, slope];
    },
    lo,
    hi,
    undefined,
    guess,
  );
}

/**
 * The belief update after a contest (paper Algorithm "update", second phase): add the contest's performance as a
 * logistic factor of weight 1/beta^2, recompute the rating as the robust average, and shrink the uncertainty:
 * 1/sigma'^2 = 1/sigma^2 + 1/beta^2. `player` is the belief after `diffuse`.
 */
export function applyPerformance(
  player: EloMmrPlayer,
  perf: number,
  beta: number,
  historyLimit: number,
): EloMmrPlayer {
  return withPerformance(player, player.sigma, player.prior, 1, perf, beta, historyLimit);
}

/**
 * diffuse then applyPerformance in one pass, with the same arithmetic in the same order (so the same bits) but
 * without building the drifted factor list in between: what rateContest does for every participant.
 */
export function updateAfterContest(
  player: EloMmrPlayer,
  perf: number,
  scales: { beta: number; drift: number },
  params: Pick<EloMmrParams, 'transferSpeed' | 'historyLimit'>,
): EloMmrPlayer {
  const { sigma, prior, scale } = drifted(player, scales.drift, params.transferSpeed);
  return withPerformance(player, sigma, prior, scale, perf, scales.beta, params.historyLimit);
}

function withPerformance(
  player: EloMmrPlayer,
  sigma: number,
  prior: { mu: number; weight: number },
  scale: number,
  perf: number,
  beta: number,
  historyLimit: number,
): EloMmrPlayer {
  const source = player.factors;
  // Beyond the history limit the oldest factors fold into the Gaussian one, keeping their weight (their influence
  // is already negligible by then).
  const drop = Math.max(0, source.length + 1 - Math.max(1, historyLimit));
  let priorMu = prior.mu;
  let priorWeight = prior.weight;
  for (let k = 0; k < drop; k++) {
    const weight = source[k]!.weight * scale;
    const total = priorWeight + weight;
    priorMu = (priorWeight * priorMu + weight * source[k]!.perf) / total;
    priorWeight = total;
  }
  const factors: LogisticFactor[] = [];
  for (let k = drop; k < source.length; k++) {
    const f = source[k]!;
    factors.push({ perf: f.perf, beta: f.beta, weight: f.weight * scale });
  }
  factors.push({ perf, beta, weight: 1 / beta ** 2 });
  const newPrior = { mu: priorMu, weight: priorWeight };
  return {
    mu: robustAverage(newPrior, factors, player.mu),
    sigma: 1 / Math.sqrt(1 / sigma ** 2 + 1 / beta ** 2),
    prior: newPrior,
    factors,
    contests: player.contests + 1,
  };
}
