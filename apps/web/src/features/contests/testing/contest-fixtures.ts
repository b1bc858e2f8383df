/** Contract-shaped answers of the contests API for the contest screens' tests. */
import type {
  ContestDetail,
  ContestListPage,
  ContestParticipation,
  ContestStandings,
  ContestSummary,
  StandingsRow,
} from '@katana/shared/api/contests';

export const NOW = Date.parse('2026-11-21T10:00:00Z');
const iso = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

export function participation(overrides: Partial<ContestParticipation> = {}): ContestParticipation {
  return {
    registered: false,
    registered_at: null,
    started_at: null,
    finished_at: null,
    virtual: false,
    offering_status: 'NOT_OPEN',
    test_status: 'TEST_NOT_ATTEMPTED',
    remaining_ms: null,
    ends_at: null,
    can_register: true,
    can_unregister: false,
    can_start: false,
    can_start_virtual: false,
    can_submit: false,
    can_finish: false,
    classroom: { live: false, finished: false },
    ...overrides,
  };
}

export function contest(id: number, overrides: Partial<ContestSummary> = {}): ContestSummary {
  return {
    id,
    slug: `weekly-contest-${id}`,
    title: `Weekly Contest ${id}`,
    category: 'weekly',
    essence_type: 'rated_challenge',
    essence_label: 'Rated challenge',
    format: 'ICPC',
    rated: true,
    guest_allowed: false,
    registration_opens_at: null,
    start_at: iso(60),
    end_at: iso(150),
    window_minutes: null,
    freeze_minutes: 0,
    duration_minutes: 90,
    phase: 'registration',
    problem_count: 3,
    registered_count: 12,
    user: null,
    ...overrides,
  };
}

export function detail(id: number, overrides: Partial<ContestDetail> = {}): ContestDetail {
  return {
    ...contest(id),
    description: 'Three problems, ninety minutes.',
    problems_visible: false,
    ...overrides,
  };
}

export function listPage(
  contests: ContestSummary[],
  overrides: Partial<ContestListPage> = {},
): ContestListPage {
  return { contests, total: contests.length, page: 1, page_size: 20, ...overrides };
}

export function row(rank: number, name: string, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    rank,
    user: { uuid: `u-${name}`, name, image: null, profile_linked: true },
    solved: 0,
    penalty: 0,
    score: 0,
    cells: [],
    is_me: false,
    ...overrides,
  };
}

export function standings(rows: StandingsRow[], overrides: Partial<ContestStandings> = {}): ContestStandings {
  return {
    contest_id: 1,
    format: 'ICPC',
    frozen: false,
    freeze_at: null,
    problems: [
      { id: 11, label: 'A', slug: 'two-sum', name: 'Two sum' },
      { id: 12, label: 'B', slug: 'word-ladder', name: 'Word ladder' },
    ],
    rows,
    page: 1,
    page_size: 50,
    pages: 1,
    total: rows.length,
    my_row: null,
    my_page: null,
    updated_at: new Date(NOW).toISOString(),
    ...overrides,
  };
}
