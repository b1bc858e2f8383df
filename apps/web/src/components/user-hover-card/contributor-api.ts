/**
 * GET /api/v3/users/contributor?uuid: the hover card's public snippet (same for every viewer, reused for 30 s). The
 * card is shared UI (leaderboards, follower lists: several features), so its fetcher lives beside it rather than in
 * one feature's api folder; its Follow button uses the follow calls every screen shares (lib/api/follow-*.ts).
 */
import { useQuery } from '@tanstack/react-query';
import {
  CONTRIBUTOR_CACHE_SECONDS,
  ContributorPaths,
  contributorSchema,
  type Contributor,
} from '@katana/shared/engagement/api-contributor';
import type { ApiRequestError } from '../../lib/request/api-query.ts';
import { getContract } from '../../lib/request/contract-path.ts';

export type { Contributor };

export const contributorKey = (uuid: string) => ['user-hover-card', 'contributor', uuid] as const;

export function fetchContributor(uuid: string, signal?: AbortSignal): Promise<Contributor> {
  return getContract(ContributorPaths.contributor, contributorSchema, { uuid }, signal);
}

/** Fetched only once the card opens (`enabled`), so a pointer sweeping down a board does not fire a request per row. */
export function useContributor(uuid: string, enabled: boolean) {
  return useQuery<Contributor, ApiRequestError>({
    queryKey: contributorKey(uuid),
    enabled,
    staleTime: CONTRIBUTOR_CACHE_SECONDS * 1000,
    queryFn: ({ signal }) => fetchContributor(uuid, signal),
  });
}
