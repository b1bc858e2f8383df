/** The query keys of the notification calls: one user's inbox is never served from another user's cache. */

export type ViewerId = number | null;

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (viewer: ViewerId) => ['notifications', 'unread-count', viewer] as const,
  inbox: (viewer: ViewerId) => ['notifications', 'inbox', viewer] as const,
  highPriorityEvents: (viewer: ViewerId) => ['notifications', 'high-priority-events', viewer] as const,
  preferences: (viewer: ViewerId) => ['notifications', 'preferences', viewer] as const,
  emailPreferences: (viewer: ViewerId) => ['notifications', 'email-preferences', viewer] as const,
};
