/**
 * GET /api/v3/badges/certificate?entity_type&entity_id&badge_level_id(&contest_rank): the link of a held badge's
 * certificate PNG (the server caches it 300 s; the PNG itself is public so social sites can show it).
 */
import { useQuery } from '@tanstack/react-query';
import {
  badgeCertificateSchema,
  StreakBadgePaths,
  type UserBadge,
} from '@katana/shared/engagement/api-streaks-badges';
import { BADGE_CERTIFICATE_CACHE_SECONDS } from '@katana/shared/engagement/badges';
import { appConfig } from '../../../../lib/config/app-config.ts';
import type { ApiRequestError } from '../../../../lib/request/api-query.ts';
import { getContract } from '../../../../lib/request/contract-path.ts';
import { profileKeys, type ViewerId } from '../../api/paths.ts';

/** The server answers with its own '/api/...' path; the web reaches the API at apiBaseUrl, so the link is rebased. */
export function certificateImageUrl(certificateImage: string, base = appConfig.apiBaseUrl): string {
  const path = certificateImage.replace(/^\/api\//, '');
  return new URL(`${base.replace(/\/$/, '')}/${path}`, window.location.origin).toString();
}

export function useBadgeCertificate(viewer: ViewerId, badge: UserBadge) {
  return useQuery<string, ApiRequestError>({
    queryKey: profileKeys.of(viewer, 'badge-certificate', badge.user_badge_level_id),
    queryFn: async ({ signal }) => {
      const params: Record<string, string> = {
        entity_type: badge.entity_type,
        entity_id: badge.entity_id,
        badge_level_id: String(badge.badge_level_id),
      };
      if (badge.contest_rank !== null) params.contest_rank = String(badge.contest_rank);
      const data = await getContract(StreakBadgePaths.certificate, badgeCertificateSchema, params, signal);
      return certificateImageUrl(data.certificate_image);
    },
    staleTime: BADGE_CERTIFICATE_CACHE_SECONDS * 1000,
  });
}
