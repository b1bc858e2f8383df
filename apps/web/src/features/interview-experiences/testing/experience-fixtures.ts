/** Experiences as the API answers them, for the web tests. */
import type { ExperienceDetail, ExperienceSummary } from '@katana/shared/api/interview-experiences';

export function summary(overrides: Partial<ExperienceSummary> = {}): ExperienceSummary {
  return {
    slug: 'northwind-backend-engineer-interview-experience-abc123',
    company: 'Northwind',
    company_key: 'northwind',
    role: 'Backend Engineer',
    branch: 'Computer Science',
    college: { slug: 'test-college', name: 'Test College' },
    outcome: 'selected',
    interview_date: '2025-09-12',
    experience_years: 1,
    rounds_count: 1,
    round_kinds: ['coding'],
    author: { name: 'Grace Hopper' },
    status: 'published',
    excerpt: 'Find pairs of gifts within a budget.',
    is_demo: false,
    view_count: 0,
    published_at: '2025-10-01T10:00:00.000Z',
    updated_at: '2025-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<ExperienceDetail> = {}): ExperienceDetail {
  return {
    ...summary(),
    tips: 'Think aloud.',
    tips_html: '<p>Think aloud.</p>',
    rounds: [
      {
        name: 'Online test',
        kind: 'coding',
        questions: 'Find pairs of gifts within a budget.',
        questions_html: '<p>Find pairs of gifts within a budget.</p>',
        problem_slugs: ['gift-pair-budget'],
        problems: [{ slug: 'gift-pair-budget', name: 'Gift pair budget', difficulty: 'EASY' }],
      },
    ],
    rejection_reason: null,
    can_edit: false,
    can_moderate: false,
    ...overrides,
  };
}
