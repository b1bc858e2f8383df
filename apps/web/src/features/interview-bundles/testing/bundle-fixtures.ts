/** Interview bundle answers for tests, each checked against the contract's schema so the fake server cannot drift. */
import {
  interviewBundleDetailSchema,
  interviewBundleListSchema,
  type InterviewBundleCard,
  type InterviewBundleDetail,
  type InterviewBundleList,
  type InterviewBundleProblem,
  type InterviewBundleProgress,
} from '@katana/shared/api/interview-bundles';

export const SLUG = 'graph-patterns';

export function progress(solved = 0, total = 3, attempted = 0): InterviewBundleProgress {
  return { solved, attempted, total, percentage: total === 0 ? 0 : Math.floor((solved * 100) / total) };
}

export function card(extra: Partial<InterviewBundleCard> = {}): InterviewBundleCard {
  return {
    slug: SLUG,
    title: 'Graph patterns',
    summary: 'Traversals, connectivity and shortest paths.',
    level: 'Intermediate',
    topics: [{ slug: 'graphs', name: 'Graphs' }],
    estimated_hours: 14,
    sections_count: 2,
    difficulty_counts: { EASY: 1, MEDIUM: 1, HARD: 1 },
    progress: progress(),
    ...extra,
  };
}

export function list(bundles = [card()]): InterviewBundleList {
  return interviewBundleListSchema.parse({
    bundles,
    facets: {
      levels: [{ value: 'Intermediate', count: 1 }],
      topics: [
        { value: { slug: 'graphs', name: 'Graphs' }, count: 1 },
        { value: { slug: 'trees', name: 'Trees' }, count: 1 },
      ],
    },
  });
}

export function problem(slug: string, extra: Partial<InterviewBundleProblem> = {}): InterviewBundleProblem {
  return {
    slug,
    name: slug
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    problem_type: 'CODE',
    difficulty: 'EASY',
    max_score: 40,
    solved: false,
    attempted: false,
    ...extra,
  };
}

export function detail(
  problems: InterviewBundleProblem[] = [
    problem('island-ferry-groups'),
    problem('frost-spread-grid', { difficulty: 'MEDIUM' }),
    problem('toll-road-voucher', { difficulty: 'HARD' }),
  ],
  extra: Partial<InterviewBundleDetail> = {},
): InterviewBundleDetail {
  const solved = problems.filter((p) => p.solved).length;
  const attempted = problems.filter((p) => p.attempted).length;
  const next = problems.find((p) => !p.solved);
  return interviewBundleDetailSchema.parse({
    ...card({ progress: progress(solved, problems.length, attempted) }),
    description_html: '<p>Graph questions rarely say <strong>graph</strong>.</p>',
    sections: [
      {
        title: 'Breadth-first search',
        summary: 'Level by level.',
        problems: problems.slice(0, 2),
        progress: progress(problems.slice(0, 2).filter((p) => p.solved).length, problems.slice(0, 2).length),
      },
      {
        title: 'Weighted shortest paths',
        summary: '',
        problems: problems.slice(2),
        progress: progress(problems.slice(2).filter((p) => p.solved).length, problems.slice(2).length),
      },
    ],
    next_problem: next ? { slug: next.slug, name: next.name } : null,
    ...extra,
  });
}
