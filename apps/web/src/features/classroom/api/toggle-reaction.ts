/** POST /api/v3/reactions: the upvote/downvote toggle (spec 03 §4: the same reaction again removes it). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CataloguePaths,
  reactionStateSchema,
  type reactionBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type ReactionState = z.infer<typeof reactionStateSchema>;
type ReactionBody = z.input<typeof reactionBodySchema>;

export function toggleReaction(
  problemId: number,
  reaction: 1 | -1,
  client = apiClient,
): Promise<ReactionState> {
  return callApi(
    client.post(
      apiPath(CataloguePaths.reactions),
      {
        parent_id: String(problemId),
        reaction_type: reaction,
        parent_type: 'problem',
      } satisfies ReactionBody,
      { loadingBar: false },
    ),
    reactionStateSchema,
  );
}

export function useToggleReaction(problemId: number) {
  return useMutation({ mutationFn: (reaction: 1 | -1) => toggleReaction(problemId, reaction) });
}
