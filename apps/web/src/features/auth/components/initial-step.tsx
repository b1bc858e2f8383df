/**
 * The initial step of the login form (spec 01 "Initial form"): social buttons, the e-mail (or the phone number)
 * with Continue, and the product-updates opt-in. Continue goes 'Continue' -> 'Loading...' -> 'Success' (then the
 * next step), or back to 'Continue' on failure (spec 01 §4 "Email form"). An all-digits e-mail is treated as a
 * phone (spec 01 §5): Continue sends nothing and switches to the phone fields with those digits.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { LoginUserStatus } from '@katana/shared/api/auth';
import {
  canContinue,
  countryCodeError,
  emailError,
  INDIA_COUNTRY_CODE,
  isDigitsOnly,
  phoneNumberError,
} from '@katana/shared/auth-rules';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { useEmailLogin } from '../api/email-login.ts';
import type { OAuthProvider, OAuthProviderInfo } from '../api/oauth-providers.ts';
import { usePhoneLogin } from '../api/phone-login.ts';
import { emailLoginErrorAction, phoneLoginErrorAction } from '../hooks/login-errors.ts';
import {
  phoneIdentity,
  phoneLoginBody,
  type LoginIdentity,
  type LoginType,
} from '../hooks/login-identity.ts';
import { Checkbox, FormField } from './form-field.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { SocialLoginButtons } from './social-login-buttons.tsx';

/** How long 'Success' stays on the button before the next step shows, so the change is seen. */
export const STEP_ADVANCE_MS = 600;

export const UNVERIFIED_EMAIL_MESSAGE =
  'We could not verify your email id. Please use different login method.';

export function optInText(brand: string): string {
  return `Send me updates from ${brand} with interview preparation tips, coding news, tailored offers, new launch alerts. You can opt out any time.`;
}

export function linkedAccountsText(brand: string, partner: string): string {
  return `Your ${brand} and ${partner} accounts are now linked. Please continue logging in with ${partner}.`;
}

type ContinueState = 'idle' | 'loading' | 'success';
const CONTINUE_LABEL: Record<ContinueState, string> = {
  idle: 'Continue',
  loading: 'Loading...',
  success: 'Success',
};

export interface InitialStepProps {
  brand: string;
  providers: OAuthProviderInfo[];
  /** What the user entered before (Go Back keeps it), and which field to start with. */
  initialIdentity: LoginIdentity;
  optIn: boolean;
  onOptInChange(value: boolean): void;
  /** continue_with_naukri in the query: the partner account was just linked. */
  continueWithPartner: boolean;
  /** unverified_email in the query: the partner could not vouch for the e-mail. */
  unverifiedEmail: boolean;
  socialBusy: OAuthProvider | null;
  oauthError: string | null;
  onSocialSignIn(provider: OAuthProvider): void;
  onNext(status: LoginUserStatus, identity: LoginIdentity): void;
  /** Google One Tap's box, when it shows (it replaces the Google button). */
  oneTap?: ReactNode;
}

const fieldLinkClasses = 'self-start text-sm font-medium text-accent hover:underline';

/** After the social buttons and "or" the heading continues the sentence; alone it is a sentence of its own. */
function formHeading(mode: LoginType, afterOr: boolean): string {
  const text = mode === 'email' ? 'use your email address' : 'use your phone number';
  return afterOr ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

export function InitialStep(props: InitialStepProps) {
  const { brand, providers, continueWithPartner, unverifiedEmail, initialIdentity } = props;
  const [mode, setMode] = useState<LoginType>(initialIdentity.type);
  const [email, setEmail] = useState(initialIdentity.type === 'email' ? initialIdentity.email : '');
  const [countryCode, setCountryCode] = useState(
    `+${initialIdentity.type === 'phone' ? initialIdentity.countryCode : INDIA_COUNTRY_CODE}`,
  );
  const [number, setNumber] = useState(initialIdentity.type === 'phone' ? initialIdentity.number : '');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<ContinueState>('idle');
  const emailLogin = useEmailLogin();
  const phoneLogin = usePhoneLogin();
  const notify = useNotify();
  const partner = providers.find((p) => p.provider === 'partner');

  function switchTo(next: LoginType, digits = '') {
    setMode(next);
    setError(null);
    if (next === 'phone' && digits) setNumber(digits);
  }

  async function request(identity: LoginIdentity) {
    setState('loading');
    try {
      const { status } =
        identity.type === 'email'
          ? await emailLogin.mutateAsync({ email: identity.email })
          : await phoneLogin.mutateAsync(phoneLoginBody(identity));
      setState('success');
      setTimeout(() => props.onNext(status, identity), STEP_ADVANCE_MS);
    } catch (e) {
      setState('idle');
      if (!(e instanceof ApiRequestError)) throw e;
      const action = identity.type === 'email' ? emailLoginErrorAction(e) : phoneLoginErrorAction(e);
      if (action.kind === 'email' || action.kind === 'phone') setError(action.message);
      else if (action.kind === 'notify')
        notify({ kind: 'error', title: action.title, message: action.message });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    if (mode === 'phone') {
      const invalid = countryCodeError(countryCode) ?? phoneNumberError(countryCode, number);
      setError(invalid);
      if (!invalid) await request(phoneIdentity(countryCode, number));
      return;
    }
    const address = email.trim();
    if (address && isDigitsOnly(address)) {
      switchTo('phone', address);
      return;
    }
    const invalid = emailError(email);
    setError(invalid);
    if (invalid || !canContinue(email, false)) return;
    await request({ type: 'email', email: address });
  }

  return (
    <div className="flex flex-col gap-4">
      {continueWithPartner && partner && (
        <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg">
          {linkedAccountsText(brand, partner.name)}
        </p>
      )}
      {props.oneTap}
      <SocialLoginButtons
        providers={props.oneTap ? providers.filter((p) => p.provider !== 'google_oauth2') : providers}
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
        <h3 className="text-sm font-semibold text-fg">{formHeading(mode, providers.length > 0)}</h3>
        {mode === 'email' ? (
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
        ) : (
          <PhoneFields
            countryCode={countryCode}
            number={number}
            error={error}
            onCountryCodeChange={(value) => {
              setCountryCode(value);
              if (error) setError(null);
            }}
            onNumberChange={(value) => {
              setNumber(value);
              if (error) setError(null);
            }}
          />
        )}
        <button
          type="button"
          className={fieldLinkClasses}
          onClick={() => switchTo(mode === 'email' ? 'phone' : 'email')}
        >
          {mode === 'email' ? 'Use phone number instead' : 'Use email address instead'}
        </button>
        <Checkbox checked={props.optIn} onChange={props.onOptInChange}>
          {optInText(brand)}
        </Checkbox>
        <button
          type="submit"
          className={buttonClasses('primary', 'lg', 'w-full')}
          aria-busy={state === 'loading' || undefined}
        >
          {CONTINUE_LABEL[state]}
        </button>
      </form>
    </div>
  );
}
