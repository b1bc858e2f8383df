/** Query keys of interview experiences: everything sits under experienceKeys.all, so a write refreshes it all. */
export const experienceKeys = {
  all: ['interview-experiences'] as const,
  list: (query: Record<string, string>) => ['interview-experiences', 'list', query] as const,
  companies: ['interview-experiences', 'companies'] as const,
  highlights: (which: 'recent' | 'top') => ['interview-experiences', 'highlights', which] as const,
  detail: (slug: string) => ['interview-experiences', 'detail', slug] as const,
  mine: ['interview-experiences', 'mine'] as const,
  reviewQueue: ['interview-experiences', 'review-queue'] as const,
  roles: ['interview-experiences', 'roles'] as const,
};
