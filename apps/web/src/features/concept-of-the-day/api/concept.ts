/**
 * GET /api/v1/concept-of-the-day (today's) or /api/v1/concept-of-the-day/:date, GET .../archive (the last 30 days)
 * and POST .../:date/quiz (score the answers). All open to anonymous visitors.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  conceptArchiveSchema,
  conceptOfTheDaySchema,
  ConceptOfTheDayPaths,
  conceptQuizResultSchema,
  type ConceptArchive,
  type ConceptOfTheDay,
  type conceptQuizBodySchema,
  type ConceptQuizResult,
} from '@katana/shared/api/concept-of-the-day';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

type QuizBody = z.input<typeof conceptQuizBodySchema>;

export function useConcept(date: string | undefined) {
  return useQuery<ConceptOfTheDay, ApiRequestError>({
    queryKey: ['concept-of-the-day', date ?? 'today'],
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(
          date ? apiPath(ConceptOfTheDayPaths.byDate, { date }) : apiPath(ConceptOfTheDayPaths.today),
          signal ? { signal } : {},
        ),
        conceptOfTheDaySchema,
      ),
    refetchOnWindowFocus: false,
  });
}

export function useConceptArchive() {
  return useQuery<ConceptArchive, ApiRequestError>({
    queryKey: ['concept-of-the-day', 'archive'],
    queryFn: ({ signal }) =>
      callApi(
        apiClient.get(apiPath(ConceptOfTheDayPaths.archive), signal ? { signal } : {}),
        conceptArchiveSchema,
      ),
    refetchOnWindowFocus: false,
  });
}

export function useCheckConceptQuiz(date: string) {
  return useMutation<ConceptQuizResult, ApiRequestError, number[]>({
    mutationFn: (answers) =>
      callApi(
        apiClient.post(apiPath(ConceptOfTheDayPaths.quiz, { date }), { answers } satisfies QuizBody),
        conceptQuizResultSchema,
      ),
  });
}
