/**
 * Badge rules (spec 02 §3 "Badge", §4 "Badge popup and badge rename", §7 badge calls): a learner's badges ordered
 * by badge_level_order, acknowledgement of the learner's own badges only, the rename notice for learners holding
 * badges who have not acknowledged BADGE_NAME_CHANGE_POPUP_SHOWN, and the certificate of a held badge.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BADGE_NAME_CHANGE_POPUP_SHOWN,
  badgeTierName,
  sortByBadgeLevelOrder,
} from '@katana/shared/engagement/badges';
import { formatIstDate, istDate } from '@katana/shared/engagement/ist-time';
import type { UserBadge } from '@katana/shared/engagement/api-streaks-badges';
import type { BadgesRepository, HeldBadgeRow } from './badges.repository.ts';
import { presentUserBadge } from './badges.presenter.ts';
import type { CertificateCache, CertificateInput } from './badge-certificate.ts';

export interface BadgesServiceDeps {
  repo: BadgesRepository;
  /** Signs certificate links. */
  secret: string;
  certificates: CertificateCache;
  /** The user's acknowledged events (user_events): key -> stored acknowledgement. */
  userEvents(userId: number): Promise<{ eventKey: string; acknowledgement: string }[]>;
  now?: () => Date;
}

/**
 * The link's signature: the PNG is public (it is shared on social sites) but carries the learner's name, so its
 * link cannot be guessed from the sequential id. Same secret on every node (the node access token's pepper).
 */
export function certificateSignature(secret: string, userBadgeLevelId: number): string {
  return createHmac('sha256', secret)
    .update(`badge-certificate:${userBadgeLevelId}`)
    .digest('base64url')
    .slice(0, 22);
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function certificateInput(row: HeldBadgeRow): CertificateInput {
  return {
    learnerName: row.learnerName ?? '',
    badgeName: row.entityName,
    badgeKind: row.entityType,
    tier: badgeTierName(row.level),
    date: formatIstDate(istDate(row.awardedAt.getTime())),
    contestRank: row.contestRank,
  };
}

export function createBadgesService(deps: BadgesServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async userBadges(
      userId: number,
      filter: { entityType?: string | undefined; entityId?: string | undefined },
    ): Promise<{ badges: UserBadge[] }> {
      const rows = await deps.repo.userBadges(userId, filter);
      return { badges: sortByBadgeLevelOrder(rows.map(presentUserBadge)) };
    },

    acknowledge: (userId: number, ids: number[]) => deps.repo.acknowledge(userId, ids, now()),

    async renamePopup(userId: number): Promise<{ show_popup: boolean }> {
      const events = await deps.userEvents(userId);
      const acknowledged = events.some(
        (e) => e.eventKey === BADGE_NAME_CHANGE_POPUP_SHOWN && e.acknowledgement === 'true',
      );
      if (acknowledged) return { show_popup: false };
      return { show_popup: await deps.repo.hasAnyBadge(userId) };
    },

    /** The certificate link of one of the user's badges; null when the user does not hold it. */
    async certificate(
      userId: number,
      q: { entityType: string; entityId: string; badgeLevelId: number },
    ): Promise<{ certificate_image: string } | null> {
      const row = await deps.repo.userBadge(userId, q);
      if (!row) return null;
      const id = row.userBadgeLevelId;
      return {
        certificate_image: `/api/v3/badges/certificates/${id}.png?s=${certificateSignature(deps.secret, id)}`,
      };
    },

    /** The PNG of a held badge's certificate (cached in memory for 300 s); null when there is no such badge. */
    async certificatePng(userBadgeLevelId: number, signature: string): Promise<Buffer | null> {
      if (!sameSignature(signature, certificateSignature(deps.secret, userBadgeLevelId))) return null;
      const row = await deps.repo.heldBadgeById(userBadgeLevelId);
      return row ? deps.certificates.get(certificateInput(row)) : null;
    },

    /** How many certificates were rendered (not served from the cache); for health checks and tests. */
    certificateRenders: () => deps.certificates.renders,
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
