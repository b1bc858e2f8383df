/** Problem-of-the-day answers as the server sends them, for the widget and page tests. */
import type { PotdArchive, ProblemOfTheDay } from '@katana/shared/api/problem-of-the-day';
import { addDays } from '@katana/shared/engagement/ist-time';

export const TODAY = '2026-11-21';

export function potdDay(
  overrides: Partial<ProblemOfTheDay> = {},
  problem: Partial<ProblemOfTheDay['problem']> = {},
): ProblemOfTheDay {
  return {
    date: TODAY,
    is_today: true,
    solved: false,
    problem: {
      id: 11,
      slug: 'rotate-matrix',
      name: 'Rotate Matrix',
      difficulty: 'HARD',
      topics: [
        { slug: 'arrays', name: 'Arrays' },
        { slug: 'matrix', name: 'Matrix' },
      ],
      max_score: 120,
      ...problem,
    },
    ...overrides,
  };
}

export function potdArchive(streak = 2): PotdArchive {
  const days = Array.from({ length: 30 }, (_, i) =>
    potdDay(
      { date: addDays(TODAY, -i), is_today: i === 0, solved: i === 1 || i === 2 },
      i === 0
        ? {}
        : {
            id: 100 + i,
            slug: `problem-${i}`,
            name: `Problem ${i}`,
            difficulty: i % 2 ? 'EASY' : 'MEDIUM',
            topics: [],
          },
    ),
  );
  return { today: TODAY, days, streak };
}
