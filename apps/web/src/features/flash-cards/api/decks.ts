/** GET /api/v1/flash-cards/decks: every deck, with the learner's due counts when signed in. */
import { useQuery } from '@tanstack/react-query';
import { deckListSchema, FlashCardPaths, type DeckList } from '@katana/shared/api/flash-cards';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { flashCardKeys, type ViewerId } from './query-keys.ts';

function getDecks(signal?: AbortSignal): Promise<DeckList> {
  return callApi(apiClient.get(apiPath(FlashCardPaths.decks), signal ? { signal } : {}), deckListSchema);
}

export function useDecks(viewer: ViewerId | null) {
  return useQuery<DeckList, ApiRequestError>({
    queryKey: flashCardKeys.decks(viewer ?? 'anonymous'),
    queryFn: ({ signal }) => getDecks(signal),
  });
}
