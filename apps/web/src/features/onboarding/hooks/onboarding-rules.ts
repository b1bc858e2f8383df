/**
 * When the first-visit onboarding shows (spec 01 §2 and §4 "Header widgets", spec 02 "Dialogs" and "Badge popup").
 * Pure: the shell's gate and the tests read the same rules.
 */
import type { AuthUser } from '@katana/shared/api/auth';

/** "The onboarding widget module loads 5 seconds after the shell starts" (spec 01 §4, §9). */
export const ONBOARDING_DELAY_MS = 5000;

/** The two steps of the navigation tour; the brand stands where the spec names the old one. */
export function navigationTourSteps(
  brand: string,
): readonly { anchor: 'problems' | 'contents'; text: string }[] {
  return [
    { anchor: 'problems', text: 'Click here to view all problems.' },
    { anchor: 'contents', text: `Click here to view contents and other features of ${brand}` },
  ];
}

/** The welcome dialog's three steps (spec 02 "Dialogs"); the lines under them are ours. */
export const WELCOME_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Master coding',
    text: 'Follow a guided path and solve problems at your level, one topic at a time.',
  },
  {
    title: 'Practice & compete',
    text: 'Keep a daily streak with the problem of the day and take part in contests.',
  },
  {
    title: 'Build an impressive profile',
    text: 'Your solved problems, badges and contest rating show on your profile.',
  },
];
export const WELCOME_BUTTON = "Let's get started!";

/** The navigation tour shows until PS_NAV_ONBOARDING is acknowledged. */
export function showsNavigationTour(user: AuthUser | null): boolean {
  return user !== null && user.show_navigation_onboarding;
}

/**
 * "The welcome popup is shown when merge strategy is new or existing, the studio onboarding is not yet seen, and the
 * merged UI is enabled." The merged UI is on with the partner-UI flag, and always for an account that came from the
 * partner (merge strategy 'existing': created at a partner sign-in), which is who the dialog is for.
 */
export function showsWelcomeDialog(user: AuthUser | null, mergedUiFlag: boolean): boolean {
  if (!user || user.naukri_onboarding_seen_studio) return false;
  if (user.merge_strategy === 'existing') return true;
  return user.merge_strategy === 'new' && mergedUiFlag;
}
