/** Display names of tags and lists derived from their slugs, where the plain title case would read wrong. */

const TOPIC_NAMES: Record<string, string> = {
  'stacks-queues': 'Stacks & Queues',
  'dynamic-programming': 'Dynamic Programming',
  'two-pointers': 'Two Pointers',
  'linked-lists': 'Linked Lists',
  'binary-search': 'Binary Search',
  'recursion-backtracking': 'Recursion & Backtracking',
  heaps: 'Heaps & Priority Queues',
  'segment-trees': 'Segment & Fenwick Trees',
  'sorting-searching': 'Sorting & Searching',
  'design-simulation': 'Design & Simulation',
  'operating-systems': 'Operating Systems',
  'problem-solving': 'Problem Solving',
  sql: 'SQL',
  oop: 'OOP',
  'dom-events': 'DOM & Events',
  'css-layout': 'CSS Layout',
  'react-state': 'React State',
};

export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

export function topicName(slug: string): string {
  return TOPIC_NAMES[slug] ?? titleCase(slug);
}

/** 'Lumen Labs' -> 'lumen-labs'; '' for names without a letter or digit (the caller rejects them). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
