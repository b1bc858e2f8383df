/**
 * Query keys of the engagement endpoints several features read (the header widgets and EXP dropdown of the
 * experience feature, the dashboard pages): one cache per endpoint and viewer, so an EXP toast that patches the
 * widget's total also shows on the dashboard, and one user's numbers never show for the next user of the tab.
 */
export type Viewer = number | string | null;

export const engagementKeys = {
  /** Every engagement answer of one viewer (the dashboard refreshes them all on a reward toast). */
  all: (viewer: Viewer) => ['engagement', viewer] as const,
  of: (viewer: Viewer, name: string, ...rest: unknown[]) => ['engagement', viewer, name, ...rest] as const,
};

/** How long a screen trusts the shared answer: the header widgets load once and follow the socket. */
export interface CachePolicy {
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
}
