/**
 * Follow, the user hover card, the referral banner and league sign-up (spec 02 §2 "User hover card", "NPS survey"
 * referral banner; §3 Follow, Contributor, Referral trigger data, Interested user; §4 "Follow", "Referral banner";
 * §5 interested-user rule; §6 hover-card roles; §9 referral amount, "Link copied 1000 ms").
 */

export const followButtonLabel = (isFollowing: boolean): 'Follow' | 'Following' =>
  isFollowing ? 'Following' : 'Follow';

export function followNotice(
  nowFollowing: boolean,
  name: string,
): { kind: 'success' | 'info'; message: string } {
  return nowFollowing
    ? { kind: 'success', message: `You Started Following ${name}` }
    : { kind: 'info', message: `You Unfollowed ${name}` };
}

/**
 * "The Follow or Following action shows on the hover card only when the viewed user is not the current user;
 * Following is shown only if authenticated." A visitor therefore always sees Follow (which asks them to log in).
 */
export function hoverCardFollowAction(input: {
  viewedUuid: string;
  currentUuid: string | null;
  isFollowing: boolean;
}): 'Follow' | 'Following' | null {
  if (input.currentUuid !== null && input.viewedUuid === input.currentUuid) return null;
  return followButtonLabel(input.currentUuid !== null && input.isFollowing);
}

/** "A View Profile link to the profile route (by uuid, else screen name)." */
export function profileLink(user: { uuid?: string | null; screen_name?: string | null }): string | null {
  const key = user.uuid || user.screen_name;
  return key ? `/profile/${encodeURIComponent(key)}` : null;
}

// ---- Referral ----

/** Rupees per referral: 5,000 (prepaid) or 10,000 for the CC variant (show_cc_content). */
export const REFERRAL_AMOUNT_PREPAID = 5000;
export const REFERRAL_AMOUNT_CC = 10_000;
export const REFERRAL_LINK_COPIED = 'Link copied';
export const REFERRAL_LINK_COPIED_MS = 1000;

export function referralAmount(showCcContent: boolean): number {
  return showCcContent ? REFERRAL_AMOUNT_CC : REFERRAL_AMOUNT_PREPAID;
}

/** '₹10,000' in Indian digit grouping ('₹1,00,000' for a lakh). */
export function formatRupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
}

// ---- League sign-up (interested users) ----

export interface InterestedUserInput {
  email?: string | null;
  category: string;
  entity_type?: string | null;
  entity_id?: string | number | null;
}

/**
 * "Interested-user sign-up needs an email parameter. Entity type and id are sent only when both are present."
 * Returns the query parameters to send, or null when there is no e-mail.
 */
export function interestedUserParams(input: InterestedUserInput): Record<string, string> | null {
  const email = input.email?.trim();
  if (!email) return null;
  const params: Record<string, string> = { email, category: input.category };
  const hasType = input.entity_type != null && input.entity_type !== '';
  const hasId = input.entity_id != null && input.entity_id !== '';
  if (hasType && hasId) {
    params.entity_type = String(input.entity_type);
    params.entity_id = String(input.entity_id);
  }
  return params;
}
