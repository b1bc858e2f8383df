/**
 * The moderators' review of SUBJECTIVE answers (SubjectivePaths): the queue of answers waiting for review, one answer
 * with its problem and rubric, and the moderator's review (final: it sets the answer's score).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SubjectivePaths,
  subjectiveQueuedAnswerSchema,
  subjectiveQueueSchema,
  subjectiveReviewResultSchema,
  type SubjectiveQueue,
  type SubjectiveQueuedAnswer,
} from '@katana/shared/api/subjective';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath, getContract } from '../../../lib/request/contract-path.ts';

const keys = {
  all: ['subjective-review'] as const,
  queue: ['subjective-review', 'queue'] as const,
  answer: (id: number) => ['subjective-review', 'answer', id] as const,
};

export function useReviewQueue(enabled: boolean) {
  return useQuery<SubjectiveQueue, ApiRequestError>({
    queryKey: keys.queue,
    queryFn: ({ signal }) => getContract(SubjectivePaths.queue, subjectiveQueueSchema, undefined, signal),
    enabled,
    retry: false,
  });
}

export function useQueuedAnswer(id: number, enabled: boolean) {
  return useQuery<SubjectiveQueuedAnswer, ApiRequestError>({
    queryKey: keys.answer(id),
    queryFn: ({ signal }) =>
      getContract(
        apiPath(SubjectivePaths.queuedAnswer, { id: String(id) }),
        subjectiveQueuedAnswerSchema,
        undefined,
        signal,
      ),
    enabled,
    retry: false,
  });
}

export function useModeratorReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, { score: number; comment: string }>({
    mutationFn: (input) =>
      callApi(
        apiClient.post(apiPath(SubjectivePaths.reviews, { id: String(id) }), input),
        subjectiveReviewResultSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
