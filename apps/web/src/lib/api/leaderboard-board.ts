/**
 * GET /api/v3/leaderboard?scope&entity_type&entity_id&page: one page of a weekly board. Personal is the learner's
 * league group, Friends the people they follow; an entity (a College for the campus board) narrows it. The EXP
 * dropdown's Leaderboard tab shows Personal page 1; the dashboard pages any board.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LeaderboardPaths, leaderboardPageSchema } from '@katana/shared/engagement/api-leaderboard';
import type { LeaderboardEntityType, LeaderboardScope } from '@katana/shared/engagement/leaderboard';
import type { ApiRequestError } from '../request/api-query.ts';
import { getContract } from '../request/contract-path.ts';
import { engagementKeys, type Viewer } from './engagement-keys.ts';

export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export interface BoardQuery {
  scope: LeaderboardScope;
  page: number;
  entity?: { type: LeaderboardEntityType; id: string };
}

function boardParams(query: BoardQuery): Record<string, string> {
  const params: Record<string, string> = { scope: query.scope, page: String(query.page) };
  if (query.entity) {
    params.entity_type = query.entity.type;
    params.entity_id = query.entity.id;
  }
  return params;
}

/** `keepPage`: the shown page stays while the next one loads (a board being paged). */
export function useLeaderboardBoard(viewer: Viewer, query: BoardQuery, enabled = true, keepPage = false) {
  const params = boardParams(query);
  return useQuery<LeaderboardPage, ApiRequestError>({
    queryKey: engagementKeys.of(viewer, 'leaderboard-board', params),
    queryFn: ({ signal }) => getContract(LeaderboardPaths.board, leaderboardPageSchema, params, signal),
    enabled: viewer !== null && enabled,
    ...(keepPage ? { placeholderData: keepPreviousData } : {}),
  });
}
