/**
 * GET /api/v3/contest_rating/share: the signed-in learner's rating share config (text, public profile url,
 * redirect_to Profile, contest_rating_image = a signed public PNG link). 404 when there is nothing to share.
 */
import { useQuery } from '@tanstack/react-query';
import {
  RATING_IMAGE_CACHE_SECONDS,
  RatingSharePaths,
  ratingShareConfigSchema,
  type RatingShareConfig,
} from '@katana/shared/contests/api-rating-share';
import type { ApiRequestError } from '../../../../lib/request/api-query.ts';
import { getContract } from '../../../../lib/request/contract-path.ts';
import { certificateImageUrl } from '../badge-certificate/badge-certificate-api.ts';

/**
 * The server writes the image link on its own origin ('https://host/api/v3/...'); the browser reaches the API at
 * apiBaseUrl (a dev proxy, a separate API host), so the image is loaded from there. The shared link keeps the
 * server's absolute URL, which is what social sites fetch.
 */
export function ratingImageSrc(contestRatingImage: string): string {
  const link = new URL(contestRatingImage, window.location.origin);
  return certificateImageUrl(`${link.pathname}${link.search}`);
}

/** `version` (ratingImageVersion of the widget's rating): a new rated contest asks again for the new card. */
export function useRatingShareConfig(version: string, enabled: boolean) {
  return useQuery<RatingShareConfig, ApiRequestError>({
    queryKey: ['contest-rating-share', version],
    queryFn: ({ signal }) => getContract(RatingSharePaths.share, ratingShareConfigSchema, undefined, signal),
    enabled,
    // The image link stays valid; its picture is cached as long on the server.
    staleTime: RATING_IMAGE_CACHE_SECONDS * 1000,
  });
}
