/** Query keys of challenges: everything about one challenge sits under challengeKeys.of(slug). */
export const challengeKeys = {
  list: (viewer: number | null) => ['challenges', 'list', viewer] as const,
  of: (slug: string) => ['challenges', 'challenge', slug] as const,
};
