/**
 * SUBJECTIVE problems (SubjectivePaths): my answer and its reviews, submitting it, the next answer to review, and a
 * review by the rubric.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SubjectivePaths,
  subjectiveMyAnswerSchema,
  subjectiveReviewResultSchema,
  subjectiveReviewTaskSchema,
  type SubjectiveMyAnswer,
  type SubjectiveReviewTask,
} from '@katana/shared/api/subjective';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

const keys = {
  mine: (slug: string) => ['classroom', slug, 'subjective', 'mine'] as const,
  next: (slug: string) => ['classroom', slug, 'subjective', 'next'] as const,
};

export function fetchMyAnswer(slug: string, client = apiClient): Promise<SubjectiveMyAnswer> {
  return callApi(client.get(apiPath(SubjectivePaths.answer, { slug })), subjectiveMyAnswerSchema);
}

export function fetchNextReview(slug: string, client = apiClient): Promise<SubjectiveReviewTask> {
  return callApi(client.get(apiPath(SubjectivePaths.nextReview, { slug })), subjectiveReviewTaskSchema);
}

export function useMyAnswer(slug: string, enabled: boolean) {
  return useQuery({ queryKey: keys.mine(slug), queryFn: () => fetchMyAnswer(slug), enabled });
}

export function useNextReview(slug: string, enabled: boolean) {
  return useQuery({ queryKey: keys.next(slug), queryFn: () => fetchNextReview(slug), enabled, retry: false });
}

export function useSubmitAnswer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(apiClient.put(apiPath(SubjectivePaths.answer, { slug }), { body }), subjectiveMyAnswerSchema),
    onSuccess: (data) => queryClient.setQueryData(keys.mine(slug), data),
  });
}

export function useSubmitReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { answerId: number; score: number; comment: string }) =>
      callApi(
        apiClient.post(apiPath(SubjectivePaths.reviews, { id: String(input.answerId) }), {
          score: input.score,
          comment: input.comment,
        }),
        subjectiveReviewResultSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classroom', slug, 'subjective'] }),
  });
}
