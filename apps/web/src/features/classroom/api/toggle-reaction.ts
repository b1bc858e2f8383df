/** POST /api/v3/reactions: the upvote/downvote toggle (spec 03 §4: the same reaction again removes it). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { reactionStateSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';

export const REACTIONS_PATH = 'v3/reactions';
export type ReactionState = z.infer<typeof reactionStateSchema>;

export function toggleReaction(
  problemId: number,
  reaction: 1 | -1,
  client = apiClient,
): Promise<ReactionState> {
  return callApi(
    client.post(
      REACTIONS_PATH,
      { parent_id: String(problemId), reaction_type: reaction, parent_type: 'problem' },
      { loadingBar: false },
    ),
    reactionStateSchema,
  );
}

export function useToggleReaction(problemId: number) {
  return useMutation({ mutationFn: (reaction: 1 | -1) => toggleReaction(problemId, reaction) });
}
