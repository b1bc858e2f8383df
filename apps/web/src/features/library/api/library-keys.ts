/** Query keys of the library, videos and what's new: everything a learner's marks change sits under `all`. */
export const libraryKeys = {
  all: ['library'] as const,
  home: () => ['library', 'home'] as const,
  category: (slug: string) => ['library', 'category', slug] as const,
  article: (category: string, slug: string) => ['library', 'article', category, slug] as const,
  videos: () => ['library', 'videos'] as const,
  whatsNew: () => ['library', 'whats-new'] as const,
};
