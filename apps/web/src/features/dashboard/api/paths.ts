/**
 * The dashboard's calls go to the shared contract's paths (written with the /api prefix the client adds). Query
 * keys carry the viewer, so one user's numbers are never shown to the next user of the same tab.
 */
export { getContract } from '../../../lib/request/contract-path.ts';

export type ViewerId = number | null;

export const DASHBOARD_KEY = 'dashboard';

export const dashboardKeys = {
  all: [DASHBOARD_KEY] as const,
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => [DASHBOARD_KEY, viewer, name, ...rest] as const,
};
