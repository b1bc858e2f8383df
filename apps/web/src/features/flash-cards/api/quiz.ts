/**
 * GET /api/v1/flash-cards/quiz (questions drawn from one deck's cards or every deck's) and
 * POST /api/v1/flash-cards/quiz/answers (check one answer; the review schedule does not change).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FlashCardPaths,
  quizAnswerResultSchema,
  quizSchema,
  type quizAnswerBodySchema,
  type Quiz,
  type QuizAnswerResult,
} from '@katana/shared/api/flash-cards';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath, getContract } from '../../../lib/request/contract-path.ts';

type AnswerBody = z.input<typeof quizAnswerBodySchema>;

export function useQuiz(deck: string | undefined, round: number) {
  return useQuery<Quiz, ApiRequestError>({
    queryKey: ['flash-cards', 'quiz', deck ?? 'all', round],
    queryFn: ({ signal }) =>
      getContract(FlashCardPaths.quiz, quizSchema, deck ? { deck } : undefined, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCheckAnswer() {
  return useMutation<QuizAnswerResult, ApiRequestError, { cardId: number; choice: string }>({
    mutationFn: ({ cardId, choice }) =>
      callApi(
        apiClient.post(apiPath(FlashCardPaths.quizAnswer), { card_id: cardId, choice } satisfies AnswerBody),
        quizAnswerResultSchema,
      ),
  });
}
