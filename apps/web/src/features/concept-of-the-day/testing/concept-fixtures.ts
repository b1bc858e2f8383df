/** Wire-shaped concept of the day data for the web tests. */
import type { ConceptArchive, ConceptOfTheDay } from '@katana/shared/api/concept-of-the-day';

export function concept(date = '2026-11-21'): ConceptOfTheDay {
  return {
    date,
    is_today: date === '2026-11-21',
    slug: 'prefix-sums',
    title: 'Prefix sums',
    topic: 'arrays',
    summary: 'Precompute running totals once.',
    article: '## The idea\n\nDefine `p[0] = 0` and sum as you go.',
    quiz: [
      { prompt: 'First question?', options: ['A1', 'B1', 'C1'] },
      { prompt: 'Second question?', options: ['A2', 'B2'] },
      { prompt: 'Third question?', options: ['A3', 'B3', 'C3', 'D3'] },
    ],
  };
}

export function archive(): ConceptArchive {
  return {
    today: '2026-11-21',
    days: [
      { date: '2026-11-21', slug: 'prefix-sums', title: 'Prefix sums', topic: 'arrays' },
      { date: '2026-11-20', slug: 'tries', title: 'Tries', topic: 'trees' },
    ],
  };
}
