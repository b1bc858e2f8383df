/** Query keys of the classroom: everything about one problem sits under ['classroom', slug]. */
export const classroomKeys = {
  problem: (slug: string) => ['classroom', slug, 'problem'] as const,
  code: (slug: string, language: string) => ['classroom', slug, 'code', language] as const,
  submissions: (slug: string) => ['classroom', slug, 'submissions'] as const,
  solution: (slug: string) => ['classroom', slug, 'solution'] as const,
};
