/**
 * The notification calls' paths as the request client wants them (the shared contract writes them with the /api
 * prefix the client adds), and the query keys: one user's inbox is never served from another user's cache.
 */
export { apiPath } from '../../../lib/request/contract-path.ts';

export type ViewerId = number | null;

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (viewer: ViewerId) => ['notifications', 'unread-count', viewer] as const,
  inbox: (viewer: ViewerId) => ['notifications', 'inbox', viewer] as const,
  highPriorityEvents: (viewer: ViewerId) => ['notifications', 'high-priority-events', viewer] as const,
};
