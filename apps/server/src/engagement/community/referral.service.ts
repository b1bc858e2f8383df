/**
 * Referral (spec 02 §3 "Referral trigger data", §4 "Referral banner"): every learner's invite link is
 * `<base>/invite/<uuid>` (the public profile uuid, never the e-mail or the numeric id). Following it remembers the
 * referrer in a cookie (referral.routes.ts); the account created with that cookie present is recorded once, and
 * a learner never refers themselves. Katana sells nothing, so there is no reward to promise: show_cc_content is
 * always false (docs/architecture.md "Referral").
 */
import { referralInvitePath } from '@katana/shared/engagement/api-community';
import type { ReferralRepository } from './referral.repository.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A code from a link or a cookie, as a uuid the users table can look up, else null. */
export function referralCode(raw: string | undefined): string | null {
  return raw && UUID_RE.test(raw) ? raw.toLowerCase() : null;
}

export function createReferralService(deps: { repo: ReferralRepository }) {
  const { repo } = deps;

  async function link(userId: number, base: string): Promise<string> {
    const uuid = await repo.uuidOf(userId);
    return uuid ? `${base.replace(/\/+$/, '')}${referralInvitePath(uuid)}` : '';
  }

  return {
    async trigger(userId: number, base: string) {
      return { show_cc_content: false, referral_link: await link(userId, base) };
    },

    async summary(userId: number, base: string) {
      const [referral_link, joined_count] = await Promise.all([link(userId, base), repo.joinedCount(userId)]);
      return { referral_link, joined_count };
    },

    /** Whether an invite code names a learner (the invite route only remembers real ones). */
    async knows(code: string | null): Promise<boolean> {
      return code !== null && (await repo.idByUuid(code)) !== null;
    },

    /** For a new account: records who invited it (once); a missing, unknown or own code records nothing. */
    async recordSignUp(newUserId: number, cookieCode: string | undefined): Promise<boolean> {
      const code = referralCode(cookieCode);
      if (!code) return false;
      const referrerId = await repo.idByUuid(code);
      if (referrerId === null || referrerId === newUserId) return false;
      return repo.add(referrerId, newUserId);
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
