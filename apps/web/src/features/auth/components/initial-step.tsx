/**
 * The initial step of the login form (spec 01 "Initial form"): social buttons, the e-mail with Continue, and the
 * product-updates opt-in. Continue goes 'Continue' -> 'Loading...' -> 'Success' (then the next step), or back to
 * 'Continue' on failure (spec 01 §4 "Email form").
 */
import { useState, type FormEvent } from 'react';
import type { LoginUserStatus } from '@katana/shared/api/auth';
import { canContinue, emailError } from '@katana/shared/auth-rules';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useEmailLogin } from '../api/email-login.ts';
import type { OAuthProvider, OAuthProviderInfo } from '../api/oauth-providers.ts';
import { emailLoginErrorAction } from '../hooks/login-errors.ts';
import { Checkbox, FormField } from './form-field.tsx';
import { SocialLoginButtons } from './social-login-buttons.tsx';

/** How long 'Success' stays on the button before the next step shows, so the change is seen. */
export const STEP_ADVANCE_MS = 600;

export const UNVERIFIED_EMAIL_MESSAGE = 'We could not verify your email id. Please use different login method.';

export function optInText(brand: string): string {
  return `Send me updates from ${brand} with interview preparation tips, coding news, tailored offers, new launch alerts. You can opt out any time.`;
}

export function linkedAccountsText(brand: string, partner: string): string {
  return `Your ${brand} and ${partner} accounts are now linked. Please continue logging in with ${partner}.`;
}

type ContinueState = 'idle' | 'loading' | 'success';
const CONTINUE_LABEL: Record<ContinueState, string> = { idle: 'Continue', loading: 'Loading...', success: 'Success' };

export interface InitialStepProps {
  brand: string;
  providers: OAuthProviderInfo[];
  initialEmail: string;
  optIn: boolean;
  onOptInChange(value: boolean): void;
  /** continue_with_naukri in the query: the partner account was just linked. */
  continueWithPartner: boolean;
  /** unverified_email in the query: the partner could not vouch for the e-mail. */
  unverifiedEmail: boolean;
  socialBusy: OAuthProvider | null;
  oauthError: string | null;
  onSocialSignIn(provider: OAuthProvider): void;
  onNext(status: LoginUserStatus, email: string): void;
}

export function InitialStep(props: InitialStepProps) {
  const { brand, providers, continueWithPartner, unverifiedEmail } = props;
  const [email, setEmail] = useState(props.initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<ContinueState>('idle');
  const emailLogin = useEmailLogin();
  const notify = useNotify();
  const partner = providers.find((p) => p.provider === 'partner');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    const invalid = emailError(email);
    setError(invalid);
    if (invalid || !canContinue(email, false)) return;
    const address = email.trim();
    setState('loading');
    try {
      const { status } = await emailLogin.mutateAsync({ email: address });
      setState('success');
      setTimeout(() => props.onNext(status, address), STEP_ADVANCE_MS);
    } catch (e) {
      setState('idle');
      if (!(e instanceof ApiRequestError)) throw e;
      const action = emailLoginErrorAction(e);
      if (action.kind === 'email') setError(action.message);
      else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {continueWithPartner && partner && (
        <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg">
          {linkedAccountsText(brand, partner.name)}
        </p>
      )}
      <SocialLoginButtons
        providers={providers}
        continueWithPartner={continueWithPartner}
        partnerDisabled={unverifiedEmail}
        busy={props.socialBusy}
        onSignIn={props.onSocialSignIn}
      />
      {unverifiedEmail && partner && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {UNVERIFIED_EMAIL_MESSAGE}
        </p>
      )}
      {props.oauthError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {props.oauthError}
        </p>
      )}
      {providers.length > 0 && (
        <div className="flex items-center gap-3 text-sm text-fg-subtle" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          or
          <span className="h-px flex-1 bg-line" />
        </div>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-fg">use your email address</h3>
        <FormField
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email address"
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
        />
        <Checkbox checked={props.optIn} onChange={props.onOptInChange}>
          {optInText(brand)}
        </Checkbox>
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')} aria-busy={state === 'loading' || undefined}>
          {CONTINUE_LABEL[state]}
        </button>
      </form>
    </div>
  );
}
