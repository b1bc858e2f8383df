/**
 * Leagues and rank tiers (spec 02 §3 "Rank tiers, in order 7 down to 1: Iron, Bronze, Silver, Gold, Master, Grand
 * Master, Ninja Dominator"; "User leaderboard: active_week_status with current_rank, league_name, zone").
 *
 * Each week, learners of one tier who earn EXP are grouped; at the week's end the top of a group moves up a tier
 * (promotion zone), the bottom moves down (demotion zone), the rest stay. The spec names tiers and zones but no
 * sizes; the choices below are ours and written at each constant.
 */

export const RANK_TIERS = [
  { order: 7, name: 'Iron' },
  { order: 6, name: 'Bronze' },
  { order: 5, name: 'Silver' },
  { order: 4, name: 'Gold' },
  { order: 3, name: 'Master' },
  { order: 2, name: 'Grand Master' },
  { order: 1, name: 'Ninja Dominator' },
] as const;
export type RankTierName = (typeof RANK_TIERS)[number]['name'];
export const RANK_TIER_NAMES = RANK_TIERS.map((t) => t.name) as [RankTierName, ...RankTierName[]];

/** Order 7 is the lowest tier, 1 the highest. Newcomers start at the bottom. */
export const LOWEST_TIER_ORDER = 7;
export const HIGHEST_TIER_ORDER = 1;
export const STARTING_TIER_ORDER = LOWEST_TIER_ORDER;

export function tierName(order: number): RankTierName {
  const tier = RANK_TIERS.find((t) => t.order === order);
  if (!tier) throw new RangeError(`No rank tier ${order}`);
  return tier.name;
}

export function tierOrder(name: string): number | null {
  return RANK_TIERS.find((t) => t.name === name)?.order ?? null;
}

/**
 * A league group holds at most 30 learners: the spec gives ordinal suffixes to ranks 1 to 30 only, which reads
 * as the size of the list a learner sees themselves in.
 */
export const LEAGUE_GROUP_SIZE = 30;
/** Top 5 of a full group go up and bottom 5 go down (a sixth of a group each way). */
export const PROMOTION_ZONE_SIZE = 5;
export const DEMOTION_ZONE_SIZE = 5;

export const LeagueZone = { PROMOTION: 'promotion', SAFE: 'safe', DEMOTION: 'demotion' } as const;
export type LeagueZone = (typeof LeagueZone)[keyof typeof LeagueZone];

/**
 * Zone sizes for a group of `size` learners in tier `order`. Smaller groups get a third of the group each way at
 * most, so zones never overlap and a pair of learners is not shuffled every week; the highest tier has nowhere to
 * be promoted to and the lowest nowhere to fall to.
 */
export function zoneSizes(size: number, order: number): { promotion: number; demotion: number } {
  const cap = Math.floor(size / 3);
  return {
    promotion: order === HIGHEST_TIER_ORDER ? 0 : Math.min(PROMOTION_ZONE_SIZE, cap),
    demotion: order === LOWEST_TIER_ORDER ? 0 : Math.min(DEMOTION_ZONE_SIZE, cap),
  };
}

/** The zone of a 1-based rank in a group of `size` in tier `order`. */
export function zoneForRank(rank: number, size: number, order: number): LeagueZone {
  const { promotion, demotion } = zoneSizes(size, order);
  if (rank <= promotion) return LeagueZone.PROMOTION;
  if (rank > size - demotion) return LeagueZone.DEMOTION;
  return LeagueZone.SAFE;
}

/** The tier after the week ends. */
export function tierAfterWeek(order: number, zone: LeagueZone): number {
  if (zone === LeagueZone.PROMOTION) return Math.max(HIGHEST_TIER_ORDER, order - 1);
  if (zone === LeagueZone.DEMOTION) return Math.min(LOWEST_TIER_ORDER, order + 1);
  return order;
}

/**
 * Groups fill in the order learners first earn EXP in the week (the first 30 of a tier form group 0, and so on),
 * so a group is fixed the moment a learner joins it and never reshuffles mid-week.
 */
export function leagueGroupIndex(joinPosition: number): number {
  return Math.floor(joinPosition / LEAGUE_GROUP_SIZE);
}

export interface GroupStanding {
  user_id: string;
  rank: number;
}

export interface WeekSettlement {
  user_id: string;
  rank: number;
  zone: LeagueZone;
  from_order: number;
  to_order: number;
}

/** Settles one group at the end of the week. `standings` are the group's members ranked 1..n. */
export function settleLeagueGroup(order: number, standings: readonly GroupStanding[]): WeekSettlement[] {
  const size = standings.length;
  return [...standings]
    .sort((a, b) => a.rank - b.rank)
    .map((s) => {
      const zone = zoneForRank(s.rank, size, order);
      return {
        user_id: s.user_id,
        rank: s.rank,
        zone,
        from_order: order,
        to_order: tierAfterWeek(order, zone),
      };
    });
}

export interface ActiveWeekStatus {
  current_rank: number;
  league_name: RankTierName;
  zone: LeagueZone;
}

export function activeWeekStatus(order: number, rank: number, groupSize: number): ActiveWeekStatus {
  return { current_rank: rank, league_name: tierName(order), zone: zoneForRank(rank, groupSize, order) };
}

/** The smallest group whose first place moves up (a third of the group, rounded down, is at least one). */
export const SMALLEST_GROUP_WITH_ZONES = 3;

/**
 * The week's rule under "Your league", in words that agree with the learner's own zone: a first place in the safe
 * zone is either in the top league or in a group too small to move anyone, and is told which instead of being
 * promised that "the top 5 move up".
 */
export function leagueRuleText(status: ActiveWeekStatus | null): string {
  if (status && status.current_rank === 1 && status.zone === LeagueZone.SAFE) {
    if (tierOrder(status.league_name) === HIGHEST_TIER_ORDER)
      return `${status.league_name} is the top league: nobody moves up from it, so hold on to first place.`;
    return (
      `Your group is too small for anyone to move up yet: first place moves up once ${SMALLEST_GROUP_WITH_ZONES} ` +
      `learners have earned EXP in it this week.`
    );
  }
  return (
    `Groups of up to ${LEAGUE_GROUP_SIZE}. At the end of the week the top ${PROMOTION_ZONE_SIZE} move up a league ` +
    `and the bottom ${DEMOTION_ZONE_SIZE} move down (fewer in a smaller group: at most a third of it each way).`
  );
}
