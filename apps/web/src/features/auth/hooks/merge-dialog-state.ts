/**
 * The partner-merge onboarding dialog's rules (spec 01 §4 "Merge dialog state", §6, §9). Pure.
 */
import type { AuthUser } from '@katana/shared/api/auth';

export type MergeVariant = 'public' | 'classroom';
export type MergeDialogState = 'none' | 'progress' | 'success';

/** 'porting' is the wire value of a migrated account (spec 01 §3). */
export function isMigrated(user: Pick<AuthUser, 'merge_strategy'>): boolean {
  return user.merge_strategy === 'porting';
}

export function seenOnboarding(user: AuthUser, variant: MergeVariant): boolean {
  return variant === 'public' ? user.naukri_onboarding_seen_studio : user.naukri_onboarding_seen_classroom;
}

/** Progress when migrated with a merged profile and not seen yet; success once seen; otherwise none. */
export function mergeDialogState(user: AuthUser | null, variant: MergeVariant): MergeDialogState {
  if (!user || !isMigrated(user) || !user.naukri_merged_profile) return 'none';
  return seenOnboarding(user, variant) ? 'success' : 'progress';
}

/**
 * Whether the dialog opens: migrated users who have not seen it; the public-section variant also needs the
 * migrated-UI flag (spec 01 §4).
 */
export function shouldShowMergeDialog(user: AuthUser | null, variant: MergeVariant, migratedUiFlag: boolean): boolean {
  if (!user || !isMigrated(user) || seenOnboarding(user, variant)) return false;
  return variant === 'classroom' || migratedUiFlag;
}

/** Progress flips to success after 5 s, 6 s on mobile (spec 01 §9). */
export function mergeProgressMs(mobile: boolean): number {
  return mobile ? 6000 : 5000;
}

export const MERGE_EVENT_KEY: Record<MergeVariant, 'NAUKRI_ONBOARDING_SEEN_STUDIO' | 'NAUKRI_ONBOARDING_SEEN_CLASSROOM'> = {
  public: 'NAUKRI_ONBOARDING_SEEN_STUDIO',
  classroom: 'NAUKRI_ONBOARDING_SEEN_CLASSROOM',
};

/** The flag that turns on the partner UI of the public section. */
export const FLAG_PARTNER_MIGRATED_UI = 'naukri_migrated_ui';

/** Page kinds of the classroom app, where the classroom variant shows. */
export const CLASSROOM_KINDS: readonly string[] = ['guided-path-classroom', 'contest-classroom', 'problem', 'test-series-test'];
