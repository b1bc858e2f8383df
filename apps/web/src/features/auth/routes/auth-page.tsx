/**
 * The /auth page (spec 01 route map, "Guarded routes", §8 expired session): the login form on a page of its own.
 * After a login, or when a signed-in user arrives, it goes to the ?redirect path (only paths on this site).
 * continue_with_naukri and unverified_email change the partner button (see the initial step); logged_out=true comes
 * from an expired session, whose state the request layer has already cleared.
 * In the partner environment the page is the partner-login layer: the partner's sign-in, then back to
 * codestudioRedirect.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth, useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { isPartnerEnvironment } from '../../../lib/auth/partner-environment.ts';
import { useOAuthProviders } from '../api/oauth-providers.ts';
import { afterLoginPath } from '../hooks/after-login.ts';
import { CODESTUDIO_REDIRECT_PARAM, partnerReturnPath } from '../hooks/partner-login.ts';
import { LoginForm } from '../components/login-form.tsx';
import { PartnerLoginLayer } from '../components/partner-login-layer.tsx';
import { LOGIN_DIALOG_TITLE } from '../components/login-dialog.tsx';

export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated, ready, provider } = useAuth();
  const store = useAuthStore();

  // A Facebook sign-in without a popup comes back here with the merge fields (the callback's no-opener path).
  const mergeToken = params.get('fb_merge_token');
  const mergeEmail = params.get('fb_merge_email');
  useEffect(() => {
    if (params.get('fb_merge_state') === 'FACEBOOK_MERGE' && mergeToken && mergeEmail) {
      store.dispatch({ type: 'fb-merge', fb_merge_state: 'FACEBOOK_MERGE', fb_merge_email: mergeEmail, fb_merge_token: mergeToken });
    }
  }, [params, mergeToken, mergeEmail, store]);
  const partnerEnvironment = isPartnerEnvironment();
  const partner = useOAuthProviders().find((p) => p.provider === 'partner');
  const codestudioRedirect = params.get(CODESTUDIO_REDIRECT_PARAM);
  const redirect = codestudioRedirect
    ? partnerReturnPath(codestudioRedirect, window.location.origin)
    : afterLoginPath(params.get('redirect'), window.location.origin);
  const brand = appConfig.brandName;

  // logged_out=true means a call was just refused for this session (envelope 101/102). Whatever the start-up load
  // says, the visitor must sign in again here; going straight back would only bounce between the two pages.
  const loggedOut = params.get('logged_out') === 'true';
  // A session read at start-up has no provider; one made by this page's form has.
  const restored = provider === null;
  useEffect(() => {
    if (!ready || !isAuthenticated) return;
    if (loggedOut && restored) store.dispatch({ type: 'logout' });
    else navigate(redirect, { replace: true });
  }, [ready, isAuthenticated, loggedOut, restored, redirect, navigate, store]);

  return (
    <section className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-[445px] rounded-2xl border border-line bg-surface p-6 shadow-sm max-[600px]:p-4">
        <h1 className="text-2xl font-bold text-fg">{LOGIN_DIALOG_TITLE}</h1>
        <p className="mb-5 mt-1 text-sm text-fg-muted">Practise, compete and track your progress on {brand}.</p>
        {ready &&
          !isAuthenticated &&
          // Without the partner configured the layer could not sign anyone in: the usual form stays.
          (partnerEnvironment && partner ? (
            <PartnerLoginLayer partnerName={partner.name} brand={brand} returnPath={redirect} />
          ) : (
            <LoginForm brand={brand} redirectPath={redirect} onAuthenticated={() => {}} />
          ))}
      </div>
    </section>
  );
}
