/** The onboarding module (loaded by OnboardingGate): the welcome dialog first, then the navigation tour. */
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open.ts';
import { NavigationTour } from './navigation-tour.tsx';
import { WelcomeDialog } from './welcome-dialog.tsx';

export default function Onboarding({ welcome, tour }: { welcome: boolean; tour: boolean }) {
  const covered = useOtherDialogOpen();
  if (welcome) return covered ? null : <WelcomeDialog />;
  return tour ? <NavigationTour /> : null;
}
