/**
 * Query keys of the dashboard's own calls: they carry the viewer, so one user's numbers are never shown to the next
 * user of the same tab. (The numbers it shares with the header widgets are keyed in lib/api/engagement-keys.ts.)
 */

export type ViewerId = number | null;

export const DASHBOARD_KEY = 'dashboard';

export const dashboardKeys = {
  all: [DASHBOARD_KEY] as const,
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => [DASHBOARD_KEY, viewer, name, ...rest] as const,
};
