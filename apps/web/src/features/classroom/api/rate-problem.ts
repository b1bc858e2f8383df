/** POST /api/v1/problems/:slug/rating: rate the problem 1..5. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CataloguePaths,
  problemRatingSchema,
  type rateBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { apiClient } from '../../../lib/request/api-client.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

export type ProblemRating = z.infer<typeof problemRatingSchema>;
type RateBody = z.input<typeof rateBodySchema>;

export function rateProblem(slug: string, rating: number, client = apiClient): Promise<ProblemRating> {
  return callApi(
    client.post(apiPath(CataloguePaths.rating, { slug }), { rating } satisfies RateBody),
    problemRatingSchema,
  );
}

export function useRateProblem(slug: string) {
  return useMutation({ mutationFn: (rating: number) => rateProblem(slug, rating) });
}
