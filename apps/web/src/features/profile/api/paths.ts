/** Query keys of the profile's calls: they carry the viewer and the profile. */

export type ViewerId = number | null;

export const profileKeys = {
  of: (viewer: ViewerId, name: string, ...rest: unknown[]) => ['profile', viewer, name, ...rest] as const,
};
