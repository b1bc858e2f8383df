/** A public profile as GET /api/v1/profile/:key answers it, every part shown; tests override what they look at. */
import { fillPath } from '@katana/shared/api/paths';
import { ProfilePaths, type PublicProfile } from '@katana/shared/api/profile';

export function publicProfileFixture(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    uuid: 'u-9',
    screen_name: 'ada_codes',
    name: 'Ada Lovelace',
    image: fillPath(ProfilePaths.pictureFile, { file: 'uabc-256.webp' }),
    own: false,
    private: false,
    hidden_sections: [],
    bio: 'I write programs for engines.',
    links: [{ label: 'Site', url: 'https://example.org/ada' }],
    education: {
      college: { slug: 'jadavpur-university', name: 'Jadavpur University' },
      grad_year: 2027,
      branch: 'CSE',
    },
    level: { level: 4, points: 2300 },
    streaks: { current: 3, longest: 12 },
    heatmap: {
      from: '2025-03-11',
      to: '2026-03-10',
      total: 7,
      days: [
        { date: '2026-03-09', count: 4 },
        { date: '2026-03-10', count: 3 },
      ],
    },
    solved: {
      total: 5,
      by_difficulty: [
        { difficulty: 'Easy', count: 3 },
        { difficulty: 'Medium', count: 2 },
      ],
      by_topic: [{ slug: 'arrays', name: 'Arrays', count: 4 }],
    },
    badges: [
      { entity_type: 'PracticeTopic', entity_name: 'Arrays', level: 2, awarded_at: '2026-02-01T00:00:00Z' },
    ],
    contest_rating: null,
    recent_accepted: [
      { slug: 'two-sum', name: 'Two Sum', difficulty: 'Easy', solved_at: '2026-03-10T10:00:00Z' },
    ],
    followers: { followers: 2, following: 1 },
    ...overrides,
  };
}
