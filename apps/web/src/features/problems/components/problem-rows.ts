import type { ProblemSummary } from '@katana/shared/api/practice-catalogue';

/** What the desktop table and the mobile cards both need to show a page of problems. */
export interface ProblemRowsProps {
  problems: ProblemSummary[];
  /** Status and score belong to a signed-in user. */
  signedIn: boolean;
  /** Position numbers before the names (a curated list's order); the first row's number. */
  numberFrom?: number;
  isBookmarkBusy(problemId: number): boolean;
  onToggleBookmark(problem: ProblemSummary): void;
}

export const problemHref = (slug: string) => `/problems/${encodeURIComponent(slug)}`;
