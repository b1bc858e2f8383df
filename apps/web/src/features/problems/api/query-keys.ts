/**
 * Query keys of the practice listing. Every key starts with PROBLEMS_KEY so a bookmark toggle can find every cached
 * answer that shows the problem (listing pages, list pages) and patch it in place. The viewer's id is part of each
 * key: the same URL answers differently for another user (status, score, bookmarks).
 */
export const PROBLEMS_KEY = 'practice-catalogue';

export type ViewerId = number | null;

export const problemKeys = {
  all: [PROBLEMS_KEY] as const,
  listing: (viewer: ViewerId, params: Record<string, string>) =>
    [PROBLEMS_KEY, 'listing', viewer, params] as const,
  filters: () => [PROBLEMS_KEY, 'filters'] as const,
  lists: (viewer: ViewerId) => [PROBLEMS_KEY, 'lists', viewer] as const,
  list: (viewer: ViewerId, slug: string) => [PROBLEMS_KEY, 'list', viewer, slug] as const,
  progress: (viewer: ViewerId, slug: string, expectedSolved: number | null) =>
    [PROBLEMS_KEY, 'progress', viewer, slug, expectedSolved] as const,
};
