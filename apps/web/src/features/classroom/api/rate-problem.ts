/** POST /api/v1/problems/:slug/rating: rate the problem 1..5. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { problemRatingSchema } from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { problemPath } from './classroom-keys.ts';

export type ProblemRating = z.infer<typeof problemRatingSchema>;

export function rateProblem(slug: string, rating: number, client = apiClient): Promise<ProblemRating> {
  return callApi(client.post(`${problemPath(slug)}/rating`, { rating }), problemRatingSchema);
}

export function useRateProblem(slug: string) {
  return useMutation({ mutationFn: (rating: number) => rateProblem(slug, rating) });
}
