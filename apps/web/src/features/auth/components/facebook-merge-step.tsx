/**
 * The Facebook-merge step (spec 01 §4 "Facebook merge": an init call and an OTP verify call): the Facebook e-mail
 * belongs to an account created otherwise, so an OTP goes to that e-mail and the user proves it before the two are
 * joined. Same field rules and error handling as the user login step.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@katana/shared/api/auth';
import { AuthErrorCode } from '@katana/shared/auth-errors';
import { passcodeError } from '@katana/shared/auth-rules';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { startFbMerge } from '../api/merge-fb-email-otp.ts';
import { verifyFbMerge } from '../api/merge-fb-email-otp-verify.ts';
import { loginErrorAction, resendErrorAction } from '../hooks/login-errors.ts';
import { FormField } from './form-field.tsx';

export function fbMergeText(email: string): string {
  return `An account with ${email} already exists. Enter the One Time Password sent to ${email} to link your Facebook login to it. Valid for 10 minutes.`;
}

export interface FacebookMergeStepProps {
  email: string;
  token: string;
  onBack(): void;
  onLoggedIn(response: LoginResponse): void;
}

export function FacebookMergeStep({ email, token, onBack, onLoggedIn }: FacebookMergeStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const started = useRef(false);

  async function send() {
    try {
      await startFbMerge({ email, fb_merge_token: token });
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      const action = resendErrorAction(e);
      if (action.kind === 'blocked') setBlocked(action.message);
      else if (e.code === AuthErrorCode.FB_MERGE_INVALID) setBlocked(e.message);
      else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
    }
  }

  useEffect(() => {
    // One OTP per merge request, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const invalid = passcodeError(otp, false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy || blocked) return;
    setBusy(true);
    try {
      onLoggedIn(await verifyFbMerge({ otp, fb_merge_token: token }));
    } catch (e) {
      setBusy(false);
      if (!(e instanceof ApiRequestError)) throw e;
      if (e.code === AuthErrorCode.FB_MERGE_INVALID) return setBlocked(e.message);
      const action = loginErrorAction(e);
      if (action.kind === 'passcode') setError(action.message);
      else if (action.kind === 'notify') notify({ kind: 'error', title: action.title, message: action.message });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm leading-6 text-fg-muted [overflow-wrap:anywhere]">{fbMergeText(email)}</p>
      <FormField
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="Enter OTP"
        value={otp}
        disabled={blocked !== null}
        error={blocked ?? error}
        onChange={(e) => {
          setOtp(e.target.value);
          setError(null);
        }}
      />
      {!busy && (
        <button type="button" onClick={() => void send()} className="-mt-2 self-start text-sm font-medium text-accent hover:underline">
          Resend OTP
        </button>
      )}
      <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')} disabled={invalid !== null || busy || blocked !== null}>
        {busy ? 'Loading...' : 'Login'}
      </button>
      <button type="button" onClick={onBack} className="self-center text-sm font-medium text-fg-muted hover:text-fg hover:underline">
        Go Back
      </button>
    </form>
  );
}
