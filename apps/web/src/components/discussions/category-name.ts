import { DISCUSSION_CATEGORIES } from '@katana/shared/api/discussions';

/** A category's display name from its slug. */
export function categoryName(slug: string): string {
  return DISCUSSION_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}
