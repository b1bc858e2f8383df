/**
 * TanStack Query keys of the experience feature, per signed-in user so one user's EXP never shows for another. The
 * summary, policies, streak, weekly summary and board are shared with the dashboard (lib/api/engagement-keys.ts).
 */
export type ViewerId = string | number;

export const experienceKeys = {
  all: ['experience'] as const,
  boosters: (viewer: ViewerId) => ['experience', viewer, 'boosters'] as const,
  history: (viewer: ViewerId, page: number) => ['experience', viewer, 'history', page] as const,
  unreadToasts: (viewer: ViewerId) => ['experience', viewer, 'unread-toasts'] as const,
};
