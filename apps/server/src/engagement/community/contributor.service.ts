/**
 * The user hover card's contributor snippet (spec 02 §2, §3 "Contributor (hover card)"; contract and readings in
 * packages/shared/src/engagement/api-contributor.ts). Public: the answer carries nothing private (no e-mail,
 * phone or follow state) and is the same for every viewer. An unknown or inactive uuid is 404.
 *
 * A hover is one request, so it stays cheap: one keyed row read (user, EXP total, rating, league tiers), the
 * learner's badges and the level map, in parallel; the rating histogram is shared by every card and changes only
 * when a contest is rated, so each node keeps it for DISTRIBUTION_CACHE_MS.
 */
import {
  CONTRIBUTOR_MAX_BADGES,
  CONTRIBUTOR_NOT_FOUND,
  type Contributor,
  type ContributorBadge,
} from '@katana/shared/engagement/api-contributor';
import {
  badgeTierName,
  HoverCardBadgeEntityType,
  sortByBadgeLevelOrder,
} from '@katana/shared/engagement/badges';
import { leaderboardWeekAt } from '@katana/shared/engagement/leaderboard';
import { tierName } from '@katana/shared/engagement/leagues';
import { levelProgress } from '@katana/shared/engagement/levels';
import { bucketsFromCounts, RATING_BUCKET_WIDTH } from '@katana/shared/contests/rating-display';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import { loadLevelPointsMap } from '../experience/level-policies.ts';
import type { ContributorRepository, ContributorRow } from './contributor.repository.ts';

export const DISTRIBUTION_CACHE_MS = 60_000;

type Distribution = NonNullable<Contributor['rating_data']>['rating_distribution'];

/** Buckets from the lowest occupied to the highest, empty ones included (as the rating widget's chart draws them). */
export function bucketsFromHistogram(
  histogram: readonly { bucket: number; count: number }[],
  width = RATING_BUCKET_WIDTH,
): Distribution {
  const counts = new Map(histogram.map((h) => [h.bucket, h.count]));
  return bucketsFromCounts(counts, width).map(({ max, count }) => ({ max, count }));
}

function presentContributor(
  row: ContributorRow,
  points: ReturnType<typeof levelProgress>,
  badges: ContributorBadge[],
  distribution: Distribution | null,
): Contributor {
  const tier = row.weekTierOrder ?? row.memberTierOrder;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name?.trim() || 'A learner',
    screen_name: null,
    image: row.image,
    points: row.points,
    level: {
      level: points.level,
      level_points: points.level_points,
      next_level: points.next_level,
      next_level_points: points.next_level_points,
      points_to_next: points.points_to_next,
      progress: points.progress,
    },
    current_level: points.level,
    badges_data: badges,
    rating_data:
      row.rating !== null && distribution !== null
        ? { current_user_rating: row.rating, rating_distribution: distribution }
        : null,
    leaderboard_league_data: tier !== null ? { name: tierName(tier) } : null,
  };
}

export function createContributorService(deps: {
  db: Db;
  repo: ContributorRepository;
  /** CONTEST_RATING_ENABLED: off, no rating is shown on cards either. */
  ratingEnabled: boolean;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  let cached: { at: number; value: Distribution } | null = null;
  const hoverTypes = Object.values(HoverCardBadgeEntityType);

  async function distribution(): Promise<Distribution> {
    const at = now().getTime();
    if (cached && at - cached.at < DISTRIBUTION_CACHE_MS) return cached.value;
    const value = bucketsFromHistogram(await repo.ratingHistogram(RATING_BUCKET_WIDTH));
    cached = { at, value };
    return value;
  }

  return {
    async contributor(uuid: string): Promise<Contributor> {
      const row = await repo.byUuid(uuid, leaderboardWeekAt(now().getTime()).first_day);
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, CONTRIBUTOR_NOT_FOUND);
      const [map, badgeRows, dist] = await Promise.all([
        loadLevelPointsMap(db),
        repo.badges(row.id, hoverTypes, CONTRIBUTOR_MAX_BADGES),
        deps.ratingEnabled && row.rating !== null ? distribution() : Promise.resolve(null),
      ]);
      const badges = sortByBadgeLevelOrder(
        badgeRows.map((b) => ({
          entity_type: b.entityType as ContributorBadge['entity_type'],
          entity_slug: b.entitySlug,
          entity_name: b.entityName,
          badge_level_order: b.badgeLevelOrder,
          level: b.level,
          tier: badgeTierName(b.level),
        })),
      );
      return presentContributor(row, levelProgress(row.points, map), badges, dist);
    },
    /** Drops the cached histogram (tests, or after a contest is rated on this node). */
    forgetDistribution() {
      cached = null;
    },
  };
}
