/** A contributor as the server shapes it (api-contributor.ts), for tests of screens that show hover cards. */
import type { Contributor } from '@katana/shared/engagement/api-contributor';

export const CONTRIBUTOR_UUID = 'a0000000-0000-4000-8000-000000000001';

export function contributorFixture(overrides: Partial<Contributor> = {}): Contributor {
  return {
    id: 11,
    uuid: CONTRIBUTOR_UUID,
    name: 'Ada Lovelace',
    screen_name: null,
    image: null,
    points: 330,
    level: {
      level: 3,
      level_points: 300,
      next_level: 4,
      next_level_points: 600,
      points_to_next: 270,
      progress: 0.1,
    },
    current_level: 3,
    badges_data: [
      {
        entity_type: 'ContestRound',
        entity_slug: null,
        entity_name: 'Weekly 1',
        badge_level_order: 1,
        level: 1,
        tier: 'Achiever',
      },
      {
        entity_type: 'PracticeTopic',
        entity_slug: 'arrays',
        entity_name: 'Arrays',
        badge_level_order: 2,
        level: 2,
        tier: 'Specialist',
      },
      {
        entity_type: 'PracticeTopic',
        entity_slug: 'graphs',
        entity_name: 'Graphs',
        badge_level_order: 2,
        level: 2,
        tier: 'Specialist',
      },
      {
        entity_type: 'GuidedPath',
        entity_slug: 'dsa',
        entity_name: 'DSA',
        badge_level_order: 3,
        level: 3,
        tier: 'Master',
      },
    ],
    rating_data: {
      current_user_rating: 1720,
      rating_distribution: [
        { max: 1499, count: 1 },
        { max: 1599, count: 2 },
        { max: 1699, count: 1 },
        { max: 1799, count: 1 },
        { max: 2099, count: 1 },
      ],
    },
    leaderboard_league_data: { name: 'Gold' },
    ...overrides,
  };
}
