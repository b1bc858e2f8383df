/**
 * The user login step (spec 01 "User login form"): the OTP message (e-mail or phone variant), the Name field and
 * blog checkbox for new users, the passcode, Resend OTP with its 5-second success message, Login, and Go Back.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginBody, LoginUserStatus } from '@katana/shared/api/auth';
import { nameError, passcodeError, RESEND_SUCCESS_MS } from '@katana/shared/auth-rules';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { emailLogin } from '../api/email-login.ts';
import { login, type LoginOutcome } from '../api/login.ts';
import { phoneLogin } from '../api/phone-login.ts';
import { loginErrorAction, resendErrorAction } from '../hooks/login-errors.ts';
import { identityLoginFields, otpSentText, phoneLoginBody, resendSuccessText, type LoginIdentity } from '../hooks/login-identity.ts';
import { timeZone } from '../hooks/time-zone.ts';
import { Checkbox, FormField } from './form-field.tsx';

export const BLOG_TEXT = 'Subscribe to our blog to get expert coding tips.';

export interface UserLoginStepProps {
  status: LoginUserStatus;
  /** The e-mail or phone number the OTP went to. */
  identity: LoginIdentity;
  /** The public-section referral code (query psReferralCode). */
  referralCode?: string | null;
  initialName?: string | undefined;
  onBack(): void;
  /** Called with the login answer; the parent stores it. */
  onLoggedIn(outcome: LoginOutcome): void;
  onAuthenticating?(): void;
  onFailed?(error: ApiRequestError): void;
}

export function UserLoginStep({ status, identity, referralCode, initialName, onBack, onLoggedIn, onAuthenticating, onFailed }: UserLoginStepProps) {
  const isNew = status === 'NEW_USER';
  const hasPassword = status === 'REGISTERED_USER_WITH_PASSWORD';
  const [name, setName] = useState(initialName ?? '');
  const [blog, setBlog] = useState(true);
  const [passcode, setPasscode] = useState('');
  const [touched, setTouched] = useState({ name: false, passcode: false });
  const [serverError, setServerError] = useState<{ name?: string; passcode?: string }>({});
  const [authenticating, setAuthenticating] = useState(false);
  const [resendMessage, setResendMessage] = useState<string | null>(null);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const resendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notify = useNotify();

  useEffect(() => () => clearTimeout(resendTimer.current), []);

  const passcodeInvalid = passcodeError(passcode, hasPassword);
  const nameInvalid = isNew ? nameError(name) : null;
  const formValid = !passcodeInvalid && !nameInvalid && !blockedMessage;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, passcode: true });
    if (!formValid || authenticating) return;
    setAuthenticating(true);
    onAuthenticating?.();
    const body: LoginBody = {
      ...identityLoginFields(identity),
      passcode,
      time_zone_string: timeZone(),
      blog_preference: isNew ? blog : '',
    };
    if (isNew) body.name = name.trim();
    if (referralCode) body.ps_referral_code = referralCode;
    try {
      const outcome = await login(body);
      onLoggedIn(outcome);
    } catch (e) {
      setAuthenticating(false);
      if (!(e instanceof ApiRequestError)) throw e;
      onFailed?.(e);
      const action = loginErrorAction(e);
      if (action.kind === 'passcode') setServerError({ passcode: action.message });
      else if (action.kind === 'name') setServerError({ name: action.message });
      else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
    }
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    clearTimeout(resendTimer.current);
    setResendMessage(null);
    try {
      if (identity.type === 'email') await emailLogin({ email: identity.email, resend: true });
      else await phoneLogin(phoneLoginBody(identity, true));
      setResendMessage(resendSuccessText(identity));
      resendTimer.current = setTimeout(() => setResendMessage(null), RESEND_SUCCESS_MS);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      const action = resendErrorAction(e);
      if (action.kind === 'blocked') setBlockedMessage(action.message);
      else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
    } finally {
      setResending(false);
    }
  }

  const passcodeShown = serverError.passcode ?? (touched.passcode ? passcodeInvalid : null);
  const nameShown = serverError.name ?? (touched.name ? nameInvalid : null);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {/* A long address must wrap inside the 300px mobile dialog instead of running out of it. */}
      <p className="text-sm leading-6 text-fg-muted [overflow-wrap:anywhere]">{otpSentText(identity)}</p>
      {isNew && (
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Enter your name"
          value={name}
          error={nameShown}
          onChange={(e) => {
            setName(e.target.value);
            setServerError((s) => ({ ...s, name: undefined }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
        />
      )}
      <FormField
        label={hasPassword ? 'OTP or password' : 'OTP'}
        name="passcode"
        type={hasPassword ? 'password' : 'text'}
        inputMode={hasPassword ? undefined : 'numeric'}
        autoComplete={hasPassword ? 'current-password' : 'one-time-code'}
        placeholder={hasPassword ? 'Enter OTP or your password' : 'Enter OTP'}
        value={passcode}
        disabled={blockedMessage !== null}
        error={blockedMessage ?? passcodeShown}
        onChange={(e) => {
          setPasscode(e.target.value);
          setServerError((s) => ({ ...s, passcode: undefined }));
        }}
        onBlur={() => setTouched((t) => ({ ...t, passcode: true }))}
      />
      <div className="-mt-2 flex min-h-5 items-center justify-between gap-3 text-sm">
        {!authenticating && (
          <button type="button" onClick={resend} disabled={resending} className="font-medium text-accent hover:underline disabled:opacity-60">
            Resend OTP
          </button>
        )}
        {resendMessage && (
          <span role="status" className="text-emerald-700 dark:text-emerald-400">
            {resendMessage}
          </span>
        )}
      </div>
      {isNew && (
        <Checkbox checked={blog} onChange={setBlog}>
          {BLOG_TEXT}
        </Checkbox>
      )}
      <button
        type="submit"
        className={buttonClasses('primary', 'lg', 'w-full')}
        disabled={!formValid || authenticating}
        aria-busy={authenticating || undefined}
      >
        {authenticating ? 'Loading...' : 'Login'}
      </button>
      {/* Pressing it must not blur the field first: the blur's validation message would push the button down
          between mousedown and mouseup, and the click would miss it. */}
      <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={onBack} className="self-center text-sm font-medium text-fg-muted hover:text-fg hover:underline">
        Go Back
      </button>
    </form>
  );
}
