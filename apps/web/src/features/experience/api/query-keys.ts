/** TanStack Query keys of the experience feature, per signed-in user so one user's EXP never shows for another. */
export type ViewerId = string | number;

export const experienceKeys = {
  all: ['experience'] as const,
  summary: (viewer: ViewerId) => ['experience', viewer, 'summary'] as const,
  boosters: (viewer: ViewerId) => ['experience', viewer, 'boosters'] as const,
  policies: (viewer: ViewerId) => ['experience', viewer, 'policies'] as const,
  history: (viewer: ViewerId, page: number) => ['experience', viewer, 'history', page] as const,
  xpSummary: (viewer: ViewerId) => ['experience', viewer, 'xp-summary'] as const,
  board: (viewer: ViewerId) => ['experience', viewer, 'board'] as const,
  streak: (viewer: ViewerId) => ['experience', viewer, 'streak'] as const,
  unreadToasts: (viewer: ViewerId) => ['experience', viewer, 'unread-toasts'] as const,
};
