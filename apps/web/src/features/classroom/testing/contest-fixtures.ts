/** The contest classroom's test data: GET /api/v1/contests/problems as the contract shapes it. */
import type { ContestParticipation, ContestProblemList } from '@katana/shared/api/contests';

export const CONTEST_NOW = Date.parse('2026-11-21T10:00:00Z');

export function contestParticipation(overrides: Partial<ContestParticipation> = {}): ContestParticipation {
  return {
    registered: true,
    registered_at: '2026-11-20T10:00:00Z',
    started_at: '2026-11-21T09:50:00Z',
    finished_at: null,
    virtual: false,
    offering_status: 'ACTIVE',
    test_status: 'TEST_STARTED',
    remaining_ms: 3_600_000,
    ends_at: new Date(CONTEST_NOW + 3_725_000).toISOString(),
    can_register: false,
    can_unregister: false,
    can_start: false,
    can_start_virtual: false,
    can_submit: true,
    can_finish: true,
    classroom: { live: true, finished: false },
    ...overrides,
  };
}

const problem = (id: number, label: string, slug: string, name: string, marked = false) => ({
  id: 100 + id,
  offerable_type: 'Problem' as const,
  label,
  points: 100,
  problem: { id, slug, name, problem_type: 'CODE', difficulty: 'MEDIUM', max_score: 100 },
  solution_languages: ['cpp'],
  set_no_index: true,
  is_marked_for_review: marked,
});

export function contestProblems(
  overrides: Partial<ContestProblemList> = {},
  user = contestParticipation(),
): ContestProblemList {
  return {
    contest: {
      id: 5,
      slug: 'weekly-contest-5',
      title: 'Weekly Contest 5',
      category: 'weekly',
      essence_type: 'rated_challenge',
      essence_label: 'Rated challenge',
      format: 'ICPC',
      rated: true,
      guest_allowed: false,
      registration_opens_at: null,
      start_at: '2026-11-21T09:30:00Z',
      end_at: '2026-11-21T11:30:00Z',
      window_minutes: null,
      freeze_minutes: 0,
      duration_minutes: 120,
      phase: 'live',
      problem_count: 2,
      registered_count: 40,
      user,
    },
    problems: [
      problem(11, 'A', 'pair-sum', 'Pair Sum'),
      problem(12, 'B', 'word-ladder', 'Word Ladder', true),
    ],
    userScore: {},
    userAttemptStats: { attempted: 0, unattempted: 2, markedForReview: 1 },
    ...overrides,
  };
}
