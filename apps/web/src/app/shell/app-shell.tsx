/**
 * The layout every page renders in: the loading bar, the header unless it is hidden (`isHeaderHidden`), the
 * verify-email prompt, the page, and the footer; where the header is hidden, the dashboard side navigation unless
 * the page is a classroom with its own header (shell-layout.ts). The login dialog host and the partner-merge dialog
 * sit around them. It also keeps the document's title and meta tags current.
 */
import { lazy, Suspense, type CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { headerHeight, matchRoute } from '@katana/shared/routes';
import { LoadingBar } from '../../components/ui/loading-bar.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MAIN_ID } from '../../lib/a11y/main-region.ts';
import { LoginDialogHost } from '../../features/auth/components/login-dialog-host.tsx';
import { PartnerMergeGate } from '../../features/auth/components/partner-merge-gate.tsx';
import { RegistrationToast } from '../../features/auth/components/registration-toast.tsx';
import { VerifyEmailPrompt } from '../../features/auth/components/verify-email-prompt.tsx';
import { CLASSROOM_KINDS } from '../../features/auth/hooks/merge-dialog-state.ts';
import { EngagementGate } from '../../features/experience/components/engagement-gate.tsx';
import { NpsGate } from '../../features/nps/components/nps-gate.tsx';
import { OnboardingGate } from '../../features/onboarding/components/onboarding-gate.tsx';
import { asksForSignup } from '../../features/referral/signup-param.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { isInactiveEuUser } from '../../lib/auth/auth-state.ts';
import { DocumentMeta } from '../../lib/page-meta/document-meta.tsx';
import { apiClient } from '../../lib/request/api-client.ts';
import { useInFlightCount } from '../../lib/request/use-in-flight-count.ts';
import { DashboardFrame } from './dashboard-nav.tsx';
import { shellChrome } from './shell-layout.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SpotlightProvider } from './spotlight-launcher.tsx';

// Each overlay's code loads only when its trigger fires (issue 21, the JavaScript budget): the engagement layer
// (reward toasts, streak toast, level-up and leaderboard screens) once EngagementGate's trigger fires, its views
// inside it once a toast or screen is due; the NPS survey once the server's trigger says yes (NpsGate); the invite
// landing's sign-up opener only on an address with ?isSignup=true.
const SignupParamOpener = lazy(() => import('../../features/referral/components/signup-param-opener.tsx'));

export function AppShell() {
  const { pathname, search } = useLocation();
  const loading = useInFlightCount(apiClient.inFlight) > 0;
  const auth = useAuth();
  // An inactive EU account is held on its coming-soon notice, which stands alone: every link would loop back.
  const held = isInactiveEuUser(auth);
  const learner = auth.isAuthenticated && auth.user !== null;
  const chrome = held ? 'own' : shellChrome(pathname);
  const hidden = chrome !== 'header';
  // Screens with sticky parts of their own offset them by the header's height (56px shown, 0 hidden).
  const style = { '--header-height': `${hidden ? 0 : headerHeight(pathname)}px` } as CSSProperties;

  const classroom = CLASSROOM_KINDS.includes(matchRoute(pathname).kind);

  return (
    <DocumentMeta pathname={pathname}>
      <SpotlightProvider>
        <LoginDialogHost>
          <SkipLink />
          <LoadingBar active={loading} />
          <div className="flex min-h-dvh flex-col" style={style}>
            {!hidden && <SiteHeader />}
            {!hidden && <VerifyEmailPrompt />}
            {chrome === 'dashboard-nav' ? (
              <DashboardFrame>
                <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
                  <Outlet />
                </main>
              </DashboardFrame>
            ) : (
              <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
                <Outlet />
              </main>
            )}
            {!hidden && <SiteFooter />}
          </div>
          <PartnerMergeGate variant={classroom ? 'classroom' : 'public'} />
          <RegistrationToast />
          {/* Rewards and the survey are for learners who can use the site, not for a held account. */}
          {!held && learner && (
            <>
              <EngagementGate />
              <NpsGate />
              <OnboardingGate navigationShown={chrome !== 'own'} />
            </>
          )}
          {asksForSignup(search) && (
            <Suspense fallback={null}>
              <SignupParamOpener />
            </Suspense>
          )}
        </LoginDialogHost>
      </SpotlightProvider>
      <ScrollRestoration />
    </DocumentMeta>
  );
}
