/** The profile's calls on the shared contract's paths, and query keys that carry the viewer and the profile. */
export { getContract } from '../../../lib/request/contract-path.ts';

export type ViewerId = number | null;

export const profileKeys = {
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => ['profile', viewer, name, ...rest] as const,
};
