/**
 * Contest rating with Elo-MMR (Ebtekar & Liu, WWW 2021; DMOJ rates its contests with it): one call rates one
 * contest from its standings and every participant's belief before it.
 *
 * Round (paper Algorithm 1): every participant's belief drifts (skill may have changed since the last contest);
 * each one's performance is the level at which their expected rank equals their actual rank against everyone's
 * drifted ratings (elo-mmr-performance.ts); then the performance joins their history and the rating becomes the
 * robust average of that history (elo-mmr-player.ts).
 *
 * Displayed rating: the MAP rating mu, rounded. DMOJ shows mu minus the excess uncertainty (sigma - sigma_limit) to
 * nudge newcomers into more contests; we show mu so a new learner who performs at the average stays at the spec's
 * 1500 instead of seeing an unexplained drop after their first contest. sigma is kept in the state for anyone who
 * wants a conservative figure later.
 *
 * Deterministic: participants are processed in (rank, id) order whatever order the caller passes, no randomness,
 * so recomputing a contest from the same states gives the same numbers.
 */
import {
  contestScales,
  driftedSigma,
  ELO_MMR_DEFAULTS,
  type EloMmrParams,
  type EloMmrPlayer,
  newPlayer,
  updateAfterContest,
} from './elo-mmr-player.ts';
import { type PerformanceMethod, performances } from './elo-mmr-performance.ts';

export interface ContestStanding {
  /** The learner (any stable id: the uuid, or the numeric id as text). */
  id: string;
  /** Final place, 1 = best; equal places are ties. */
  rank: number;
}

export interface RatingChange {
  id: string;
  rank: number;
  /** Where they performed this contest, on the rating scale. */
  performance: number;
  before: EloMmrPlayer;
  after: EloMmrPlayer;
  ratingBefore: number;
  ratingAfter: number;
  /** ratingAfter - ratingBefore (displayed, rounded values). */
  delta: number;
}

export interface RateContestOptions {
  params?: EloMmrParams;
  /** Relative weight of this contest (1 = normal): a short or unusual round can count for less. */
  contestWeight?: number;
  /** How performances are solved; tests compare 'interpolated' with 'exact'. */
  method?: PerformanceMethod;
}

export interface ContestRating {
  /** false when the contest had no outcome to learn from (under two participants, or all tied): nothing changed. */
  rated: boolean;
  /** One row per participant, best place first (ties by id). */
  changes: RatingChange[];
}

/** What a learner sees: the rating rounded to a whole number; the spec's 1500 before any rated contest. */
export function displayedRating(player: EloMmrPlayer | null | undefined, params = ELO_MMR_DEFAULTS): number {
  return Math.round(player ? player.mu : params.muInit);
}

function byRankThenId(a: ContestStanding, b: ContestStanding): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function validate(standings: readonly ContestStanding[]): void {
  const seen = new Set<string>();
  for (const s of standings) {
    if (seen.has(s.id)) throw new RangeError(`participant ${s.id} appears twice in the standings`);
    seen.add(s.id);
    if (!Number.isFinite(s.rank) || s.rank < 1) throw new RangeError(`participant ${s.id} has no valid rank`);
  }
}

/**
 * Rate one contest. `players` holds each participant's belief before this contest; anyone missing is a new
 * learner (1500 / 350). Non-participants are untouched (the caller keeps their state).
 */
export function rateContest(
  standings: readonly ContestStanding[],
  players: ReadonlyMap<string, EloMmrPlayer>,
  options: RateContestOptions = {},
): ContestRating {
  validate(standings);
  const params = options.params ?? ELO_MMR_DEFAULTS;
  const sorted = [...standings].sort(byRankThenId);
  const befores = sorted.map((s) => players.get(s.id) ?? newPlayer(params));
  const outcome = sorted.length >= 2 && sorted[0]!.rank !== sorted[sorted.length - 1]!.rank;

  if (!outcome) {
    return {
      rated: false,
      changes: sorted.map((s, i) => {
        const before = befores[i]!;
        const rating = displayedRating(before, params);
        return {
          ...s,
          performance: before.mu,
          before,
          after: before,
          ratingBefore: rating,
          ratingAfter: rating,
          delta: 0,
        };
      }),
    };
  }

  const { beta, drift } = contestScales(params, options.contestWeight ?? 1);
  const scales = { beta, drift };
  // Drift leaves the rating alone and only widens sigma, which is all the performance phase needs.
  const perf = performances(
    sorted.map((s, i) => ({
      mu: befores[i]!.mu,
      delta: Math.hypot(driftedSigma(befores[i]!, drift), beta),
      rank: s.rank,
    })),
    params.splitTies,
    options.method,
  );
  return {
    rated: true,
    changes: sorted.map((s, i) => {
      const before = befores[i]!;
      const after = updateAfterContest(before, perf[i]!, scales, params);
      const ratingBefore = displayedRating(before, params);
      const ratingAfter = displayedRating(after, params);
      return {
        ...s,
        performance: perf[i]!,
        before,
        after,
        ratingBefore,
        ratingAfter,
        delta: ratingAfter - ratingBefore,
      };
    }),
  };
}
