/**
 * The welcome bonus (spec 02 §9 "a welcome-bonus toast arriving while a problem-submitted toast is pending merges
 * into it"): every new account gets WELCOME_BONUS_EXP once, as a BONUS award keyed by the account, so a retried
 * or repeated sign-in never pays twice. The sign-in service calls its account-created listeners for every way an
 * account is made (e-mail or phone OTP/password, Google, Facebook, the partner, Google One Tap); the experience
 * plugin registers this one there.
 *
 * The toast is delivered like a problem award's (app.notifications.deliver after the commit). The new learner
 * usually has no socket yet (the web reloads after a login): the page that loads next lists it in unread_toasts.
 */
import { ExpSource, WELCOME_BONUS_EXP } from '@katana/shared/engagement/exp-awards';
import type { Db } from '../../db/client.ts';
import type { ExpLedgerRow } from '../../db/schema/engagement-experience.ts';
import { awardExp } from './award-exp.ts';

/** The ledger key of a user's welcome bonus: one per account. */
export function welcomeBonusSourceId(userId: number): string {
  return `welcome:${userId}`;
}

/** null when the account already has its welcome bonus. */
export async function awardWelcomeBonus(
  db: Db,
  input: { userId: number; at: Date; brandName: string },
): Promise<ExpLedgerRow | null> {
  return awardExp(db, {
    userId: input.userId,
    source: ExpSource.BONUS,
    sourceId: welcomeBonusSourceId(input.userId),
    basePoints: 0,
    bonus: WELCOME_BONUS_EXP,
    at: input.at,
    title: `Welcome to ${input.brandName}`,
  });
}
