/** Guided path answers for tests, each checked against the contract's schema so the fake server cannot drift. */
import {
  guidedPathContentSchema,
  guidedPathDetailSchema,
  guidedPathItemSchema,
  guidedPathListSchema,
  guidedPathProgressSchema,
  type GuidedPathCard,
  type GuidedPathContent,
  type GuidedPathDetail,
  type GuidedPathItem,
  type GuidedPathItemSummary,
  type GuidedPathList,
  type GuidedPathProgress,
  type GuidedPathProgressSummary,
} from '@katana/shared/api/guided-paths';

export const SLUG = 'data-structures-algorithms';

export function summary(
  completed = 0,
  total = 3,
  extra: Partial<GuidedPathProgressSummary> = {},
): GuidedPathProgressSummary {
  return {
    completed_items: completed,
    total_items: total,
    percentage: total === 0 ? 0 : Math.floor((completed * 100) / total),
    score: 0,
    max_score: 0,
    videos: { completed: 0, total: 0 },
    problems: { completed: 0, total: 0 },
    notes: { completed: 0, total: 0 },
    ...extra,
  };
}

export function card(overrides: Partial<GuidedPathCard> = {}): GuidedPathCard {
  return {
    id: 1,
    slug: SLUG,
    title: 'Data structures and algorithms',
    kind: 'special',
    level: 'Achiever',
    summary: 'Arrays, hashing, two pointers and more, from the first loop to graph search.',
    topics: [{ slug: 'arrays', name: 'Arrays' }],
    estimated_hours: 40,
    modules_count: 2,
    enrolled_count: 12,
    enrolled: false,
    progress: summary(0, 5),
    ...overrides,
  };
}

export function list(paths: GuidedPathCard[] = [card()]): GuidedPathList {
  return guidedPathListSchema.parse({
    paths,
    facets: {
      levels: [{ value: 'Achiever', count: 1 }],
      topics: [
        { value: { slug: 'arrays', name: 'Arrays' }, count: 1 },
        { value: { slug: 'graphs', name: 'Graphs' }, count: 1 },
      ],
    },
  });
}

export function detail(overrides: Partial<GuidedPathDetail> = {}): GuidedPathDetail {
  return guidedPathDetailSchema.parse({
    ...card(),
    description_html: '<p>A path through the core of interview preparation.</p>',
    what_you_will_learn: ['Count with hash maps', 'Walk two pointers'],
    prerequisites: ['One programming language'],
    syllabus: [
      {
        slug: 'arrays-and-hashing',
        name: 'Arrays and hashing',
        summary: 'Counting and lookup.',
        weightage: 10,
        contentables: [{ slug: 'counting', name: 'Counting with maps', items_count: 3 }],
        progress: summary(0, 3),
      },
      {
        slug: 'two-pointers',
        name: 'Two pointers',
        summary: 'Walking from both ends.',
        weightage: 10,
        contentables: [{ slug: 'pairs', name: 'Pairs', items_count: 2 }],
        progress: summary(0, 2),
      },
    ],
    last_content: null,
    certificate_url: null,
    completed_at: null,
    ...overrides,
  });
}

function itemSummary(
  overrides: Partial<GuidedPathItemSummary> & Pick<GuidedPathItemSummary, 'key'>,
): GuidedPathItemSummary {
  return {
    kind: 'article',
    offering_name: overrides.key,
    offering_type: 'CourseLecture',
    duration: 5,
    problem_slug: null,
    problem_type: null,
    level: null,
    user_score: 0,
    max_score: 0,
    attempted: false,
    is_completed: false,
    locked: false,
    ...overrides,
  };
}

/**
 * Two modules: the first holds an article, a video and a problem; the second (locked until half of the first is
 * done) an article and a problem. `done` lists the completed keys.
 */
export function content({
  enrolled = true,
  done = [] as string[],
  lastKey = null as string | null,
} = {}): GuidedPathContent {
  const firstDone = ['article-hash-maps', 'video-hashing', 'pair-sum'].filter((k) => done.includes(k)).length;
  const secondLocked = !enrolled || firstDone < 2;
  const first = [
    itemSummary({
      key: 'article-hash-maps',
      offering_name: 'Hash maps, counted',
      is_completed: done.includes('article-hash-maps'),
    }),
    itemSummary({
      key: 'video-hashing',
      kind: 'video',
      offering_name: 'Hashing, drawn out',
      offering_type: 'VideoOffering',
      duration: 12,
      is_completed: done.includes('video-hashing'),
    }),
    itemSummary({
      key: 'pair-sum',
      kind: 'problem',
      offering_name: 'Pair sum',
      offering_type: 'SingleProblemOffering',
      duration: 0,
      problem_slug: 'pair-sum',
      problem_type: 'CODE',
      level: 'EASY',
      max_score: 100,
      is_completed: done.includes('pair-sum'),
    }),
  ];
  const second = [
    itemSummary({ key: 'article-two-pointers', offering_name: 'Two pointers', locked: secondLocked }),
    itemSummary({
      key: 'sorted-pair',
      kind: 'problem',
      offering_name: 'Sorted pair',
      offering_type: 'SingleProblemOffering',
      duration: 0,
      problem_slug: 'sorted-pair',
      problem_type: 'CODE',
      level: 'MEDIUM',
      max_score: 100,
      locked: secondLocked,
    }),
  ];
  const firstProgress = summary(enrolled ? firstDone : 0, 3, {
    videos: { completed: done.includes('video-hashing') ? 1 : 0, total: 1 },
    problems: { completed: done.includes('pair-sum') ? 1 : 0, total: 1 },
    max_score: 100,
  });
  return guidedPathContentSchema.parse({
    slug: SLUG,
    title: 'Data structures and algorithms',
    enrolled,
    modules: [
      {
        slug: 'arrays-and-hashing',
        course_module_name: 'Arrays and hashing',
        summary: 'Counting and lookup.',
        weightage: 10,
        is_locked: false,
        is_completed: enrolled && firstDone === 3,
        contentables: [
          {
            slug: 'counting',
            name: 'Counting with maps',
            offering_type: 'ProblemSet',
            locked: false,
            is_completed: enrolled && firstDone === 3,
            duration: 17,
            items: first,
            progress: firstProgress,
          },
        ],
        progress: firstProgress,
      },
      {
        slug: 'two-pointers',
        course_module_name: 'Two pointers',
        summary: 'Walking from both ends.',
        weightage: 10,
        is_locked: secondLocked,
        is_completed: false,
        contentables: [
          {
            slug: 'pairs',
            name: 'Pairs',
            offering_type: 'ProblemSet',
            locked: secondLocked,
            is_completed: false,
            duration: 5,
            items: second,
            progress: summary(0, 2),
          },
        ],
        progress: summary(0, 2),
      },
    ],
    last_content: lastKey ? { module_slug: 'arrays-and-hashing', key: lastKey, title: lastKey } : null,
    progress: summary(enrolled ? firstDone : 0, 5),
    certificate_url: null,
  });
}

const ORDER = ['article-hash-maps', 'video-hashing', 'pair-sum', 'article-two-pointers', 'sorted-pair'];

export function item(key: string, overrides: Partial<GuidedPathItem> = {}): GuidedPathItem {
  const i = ORDER.indexOf(key);
  const base = {
    key,
    kind: 'article' as const,
    title: key,
    module_slug: i < 3 ? 'arrays-and-hashing' : 'two-pointers',
    is_completed: false,
    body_html: `<p>Body of ${key}.</p>`,
    video: null,
    problem: null,
    previous_key: ORDER[i - 1] ?? null,
    next_key: ORDER[i + 1] ?? null,
  };
  return guidedPathItemSchema.parse({ ...base, ...overrides });
}

export function progress(key: string, overrides: Partial<GuidedPathProgress> = {}): GuidedPathProgress {
  return guidedPathProgressSchema.parse({
    key,
    is_completed: true,
    module: { slug: 'arrays-and-hashing', is_completed: false, progress: summary(1, 3) },
    progress: summary(1, 5),
    unlocked_modules: [],
    exp_awarded: 0,
    certificate_url: null,
    ...overrides,
  });
}
