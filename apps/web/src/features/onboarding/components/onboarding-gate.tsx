/**
 * Whether first-visit onboarding is due, in the first load; its code loads 5 seconds after the shell starts, and
 * only when it is due (spec 01 §4 "The onboarding widget module loads 5 seconds after the shell starts"; issue 21:
 * overlays load when their trigger fires). The welcome dialog comes first, on pages where popups may show (spec 02
 * §2); the navigation tour follows once it is gone, where the shell shows its navigation (the header or the side
 * navigation; not the classrooms, which have their own header). Neither opens over another dialog.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { popupsAllowedOn } from '@katana/shared/engagement/dialogs';
import { matchRoute } from '@katana/shared/routes';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useFlag } from '../../../lib/flags/flags-context.tsx';
import { ONBOARDING_DELAY_MS, showsNavigationTour, showsWelcomeDialog } from '../hooks/onboarding-rules.ts';

/** The same flag as the partner-merge dialog's: the partner ("merged") UI of the public section. */
const FLAG_MERGED_UI = 'naukri_migrated_ui';

const Onboarding = lazy(() => import('./onboarding.tsx'));

export function OnboardingGate({
  navigationShown,
  delayMs = ONBOARDING_DELAY_MS,
}: {
  navigationShown: boolean;
  delayMs?: number;
}) {
  const { user } = useAuth();
  const kind = matchRoute(useLocation().pathname).kind;
  const welcome = showsWelcomeDialog(user, useFlag(FLAG_MERGED_UI)) && popupsAllowedOn(kind);
  const tour = showsNavigationTour(user) && navigationShown;
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!started || (!welcome && !tour)) return null;
  return (
    <Suspense fallback={null}>
      <Onboarding welcome={welcome} tour={tour} />
    </Suspense>
  );
}
