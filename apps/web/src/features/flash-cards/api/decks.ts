/** GET /api/v1/flash-cards/decks: every deck, with the learner's due counts when signed in. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deckListSchema, FlashCardPaths, type DeckList } from '@katana/shared/api/flash-cards';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { flashCardKeys, type ViewerId } from './query-keys.ts';

function getDecks(signal?: AbortSignal): Promise<DeckList> {
  return callApi(apiClient.get(apiPath(FlashCardPaths.decks), signal ? { signal } : {}), deckListSchema);
}

/** `enabled` waits for the session to load, so a signed-in learner does not first fetch the anonymous list. */
export function useDecks(viewer: ViewerId | null, enabled = true) {
  return useQuery<DeckList, ApiRequestError>({
    queryKey: flashCardKeys.decks(viewer ?? 'anonymous'),
    queryFn: ({ signal }) => getDecks(signal),
    enabled,
    // When the viewer changes, the previous list stays on screen until the new counts arrive.
    placeholderData: keepPreviousData,
  });
}
