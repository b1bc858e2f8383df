/**
 * The login form's steps (spec 01 "Login form steps"): INITIAL, then NEW_USER / REGISTERED_USER_WITH_PASSWORD /
 * REGISTERED_USER_WITHOUT_PASSWORD from the e-mail login's answer. A Facebook sign-in whose e-mail belongs to an
 * existing account puts the store in FACEBOOK_MERGE; the spec renders no form for it, but the merge cannot finish
 * without the OTP sent to that e-mail, so a merge step asks for it. Google One Tap signs in with the ID token it
 * hands over (POST social_login). Used by the dialog, the critical-flow panel and the /auth page alike.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoginFormStatus } from '@katana/shared/auth-rules';
import type { LoginUserStatus } from '@katana/shared/api/auth';
import { useAuth, useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { oauthStartUrl, useOAuthProviders, type OAuthProvider } from '../api/oauth-providers.ts';
import { socialLogin } from '../api/social-login.ts';
import { setWeParams } from '../api/we-params.ts';
import { oauthErrorAction } from '../hooks/login-errors.ts';
import type { LoginIdentity, LoginType } from '../hooks/login-identity.ts';
import { OAuthPopupError, openOAuthPopup } from '../hooks/oauth-popup.ts';
import { completeLogin, refreshSession } from '../hooks/session.ts';
import { timeZone } from '../hooks/time-zone.ts';
import { FacebookMergeStep } from './facebook-merge-step.tsx';
import { GoogleOneTap } from './google-one-tap.tsx';
import { InitialStep } from './initial-step.tsx';
import { UserLoginStep } from './user-login-step.tsx';

/** Where the form starts: a step whose OTP was already sent, a known e-mail, a known name, the e-mail or phone field. */
export interface LoginFormInitial {
  status?: LoginFormStatus | undefined;
  email?: string | undefined;
  name?: string | undefined;
  loginType?: LoginType | undefined;
}

export interface LoginFormProps {
  initial?: LoginFormInitial | undefined;
  /** Where a popup-less social sign-in comes back to, and what the server keeps as the redirect. */
  redirectPath: string;
  onAuthenticated(): void;
  brand?: string;
}

interface Step {
  status: LoginFormStatus;
  identity: LoginIdentity;
}

const EMPTY_PHONE: LoginIdentity = { type: 'phone', countryCode: '91', number: '' };

/** One Tap loads only on screens wider than the 600px mobile breakpoint (spec 01 "Initial form", §9). */
const ONE_TAP_MEDIA = '(min-width: 601px)';

export function LoginForm({ redirectPath, onAuthenticated, brand = appConfig.brandName, initial }: LoginFormProps) {
  const store = useAuthStore();
  const auth = useAuth();
  const notify = useNotify();
  const providers = useOAuthProviders();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const email = initial?.email ?? '';
    // A user step needs the e-mail its OTP went to; without one the form starts at the beginning.
    const status = initial?.status && email ? initial.status : LoginFormStatus.INITIAL;
    const identity: LoginIdentity = initial?.loginType === 'phone' && !email ? EMPTY_PHONE : { type: 'email', email };
    return { status, identity };
  });
  const [optIn, setOptIn] = useState(true);
  const [socialBusy, setSocialBusy] = useState<OAuthProvider | null>(null);
  const [oauthError, setOauthError] = useState<string | null>(null);
  const [oneTapUnavailable, setOneTapUnavailable] = useState(false);
  const wideScreen = useMediaQuery(ONE_TAP_MEDIA);
  const continueWithPartner = params.has('continue_with_naukri');
  // Only a deployment with Google configured gives a client id; without one no Google script is ever loaded.
  const oneTapClientId = providers.find((p) => p.provider === 'google_oauth2')?.client_id;
  const oneTapShown = Boolean(oneTapClientId) && wideScreen && !continueWithPartner && !auth.isAuthenticated && !oneTapUnavailable;

  // Resetting the error happens when the login forms are destroyed (spec 01 §4).
  useEffect(() => () => store.dispatch({ type: 'reset-error' }), [store]);

  // The verify-email prompt opens this form for a user who is already signed in; a failed attempt there must not
  // reset that session's state (the spec's error reset is about a visitor who is signing in).
  const signedIn = () => store.getState().isAuthenticated;

  async function socialSignIn(provider: OAuthProvider) {
    setOauthError(null);
    setSocialBusy(provider);
    if (!signedIn()) store.dispatch({ type: 'authenticating', provider });
    const url = oauthStartUrl(appConfig.apiBaseUrl, provider, redirectPath);
    try {
      const outcome = await openOAuthPopup(url);
      if (!outcome.ok) {
        // Popups blocked: the same sign-in as a full page; the callback returns to the redirect path.
        window.location.assign(url);
        return;
      }
      await refreshSession(store, provider, outcome.newUser);
      onAuthenticated();
    } catch (e) {
      if (e instanceof OAuthPopupError && e.fbMerge) {
        store.dispatch({ type: 'fb-merge', ...e.fbMerge });
        return;
      }
      socialFailed(e instanceof OAuthPopupError ? e.code : null, e instanceof Error ? e.message : String(e));
    } finally {
      setSocialBusy(null);
    }
  }

  function socialFailed(code: number | null, message: string) {
    if (!signedIn()) store.dispatch({ type: 'error', error: { code: code ?? 0, message } });
    const action = oauthErrorAction(code, message);
    if (action.kind === 'oauth') setOauthError(action.message);
    else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
  }

  /** One Tap's credential: the server verifies the ID token and answers a session (spec 01 §7 "Login (social)"). */
  async function oneTapSignIn(idToken: string) {
    setOauthError(null);
    setSocialBusy('google_oauth2');
    if (!signedIn()) store.dispatch({ type: 'authenticating', provider: 'google_single_sign_in' });
    const referralCode = params.get('psReferralCode');
    try {
      const response = await socialLogin(
        { provider: 'google_single_sign_in', token: idToken, time_zone_string: timeZone() },
        { referral_data: null, ...(referralCode ? { ps_referral_code: referralCode } : {}) },
      );
      completeLogin(store, response, 'google_single_sign_in');
      onAuthenticated();
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      socialFailed(e.code, e.message);
    } finally {
      setSocialBusy(null);
    }
  }

  if (auth.fbMergeState && auth.fbMergeEmail && auth.fbMergeToken) {
    return (
      <FacebookMergeStep
        email={auth.fbMergeEmail}
        token={auth.fbMergeToken}
        onBack={() => store.dispatch({ type: 'logout' })}
        onLoggedIn={(response) => {
          completeLogin(store, response, 'facebook');
          onAuthenticated();
        }}
      />
    );
  }

  if (step.status === LoginFormStatus.INITIAL) {
    return (
      <InitialStep
        brand={brand}
        providers={providers}
        initialIdentity={step.identity}
        optIn={optIn}
        onOptInChange={setOptIn}
        continueWithPartner={continueWithPartner}
        unverifiedEmail={params.has('unverified_email')}
        socialBusy={socialBusy}
        oauthError={oauthError}
        onSocialSignIn={socialSignIn}
        onNext={(status: LoginUserStatus, identity) => setStep({ status, identity })}
        oneTap={
          oneTapShown && oneTapClientId ? (
            <GoogleOneTap clientId={oneTapClientId} onCredential={oneTapSignIn} onUnavailable={() => setOneTapUnavailable(true)} />
          ) : undefined
        }
      />
    );
  }

  const manualProvider = step.identity.type === 'email' ? 'coding_ninjas' : 'phone_coding_ninjas';
  return (
    <UserLoginStep
      key={step.status}
      status={step.status as LoginUserStatus}
      identity={step.identity}
      referralCode={params.get('psReferralCode')}
      initialName={initial?.name}
      onBack={() => setStep({ status: LoginFormStatus.INITIAL, identity: step.identity })}
      onAuthenticating={() => {
        if (!signedIn()) store.dispatch({ type: 'authenticating', provider: manualProvider });
      }}
      onFailed={(error) => {
        if (!signedIn()) store.dispatch({ type: 'error', error: { code: error.code, message: error.message } });
      }}
      onLoggedIn={(outcome) => {
        if (completeLogin(store, outcome, manualProvider) !== 'authenticated') return;
        // The opt-in is recorded once a session exists; losing it must not undo the login.
        setWeParams({ should_sub_to_cn_updates: optIn, we_email: optIn }).catch(() => {});
        onAuthenticated();
      }}
    />
  );
}
