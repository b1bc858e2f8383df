/** Query keys of interview bundles: everything about one bundle sits under interviewBundleKeys.of(slug). */
export const interviewBundleKeys = {
  list: (query: Record<string, string>) => ['interview-bundles', 'list', query] as const,
  of: (slug: string) => ['interview-bundles', 'bundle', slug] as const,
};
