/** Query keys of guided paths: everything about one path sits under guidedPathKeys.of(slug). */
export const guidedPathKeys = {
  all: ['guided-paths'] as const,
  list: (query: Record<string, string>) => ['guided-paths', 'list', query] as const,
  of: (slug: string) => ['guided-paths', 'path', slug] as const,
  detail: (slug: string) => ['guided-paths', 'path', slug, 'detail'] as const,
  content: (slug: string) => ['guided-paths', 'path', slug, 'content'] as const,
  item: (slug: string, key: string) => ['guided-paths', 'path', slug, 'item', key] as const,
};
