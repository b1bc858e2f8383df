/**
 * GET /api/v1/flash-cards/decks/:deck/review (the deck's counts and next card) and
 * POST /api/v1/flash-cards/decks/:deck/reviews (rate the card shown; answers the next one, which replaces the
 * cached session so the screen moves on without a second request).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FlashCardPaths,
  reviewSessionSchema,
  type rateBodySchema,
  type ReviewRating,
  type ReviewSession,
} from '@katana/shared/api/flash-cards';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { flashCardKeys, type ViewerId } from './query-keys.ts';

type RateBody = z.input<typeof rateBodySchema>;

function getReview(deck: string, signal?: AbortSignal): Promise<ReviewSession> {
  return callApi(
    apiClient.get(apiPath(FlashCardPaths.review, { deck }), signal ? { signal } : {}),
    reviewSessionSchema,
  );
}

export function useReviewSession(viewer: ViewerId, deck: string) {
  return useQuery<ReviewSession, ApiRequestError>({
    queryKey: flashCardKeys.review(viewer, deck),
    queryFn: ({ signal }) => getReview(deck, signal),
    refetchOnWindowFocus: false,
  });
}

export function useRateCard(viewer: ViewerId, deck: string) {
  const queryClient = useQueryClient();
  return useMutation<ReviewSession, ApiRequestError, { cardId: number; rating: ReviewRating }>({
    mutationFn: ({ cardId, rating }) =>
      callApi(
        apiClient.post(apiPath(FlashCardPaths.rate, { deck }), {
          card_id: cardId,
          rating,
        } satisfies RateBody),
        reviewSessionSchema,
      ),
    onSuccess: (next) => {
      queryClient.setQueryData(flashCardKeys.review(viewer, deck), next);
      void queryClient.invalidateQueries({ queryKey: flashCardKeys.decks(viewer) });
    },
  });
}
