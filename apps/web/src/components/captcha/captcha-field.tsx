/**
 * The posting forms' human check: the self-hosted ALTCHA widget (a proof-of-work solved in the browser, no
 * third-party service). It fetches a challenge from the server, solves it when the learner ticks the box (or when
 * the form is focused), and hands the base64 payload to `onToken`, which the form sends as `captcha_token`. The
 * widget's code loads only when the field renders. After a failed post call `reset()` through the ref-less remount
 * (change `key`), since a solved payload counts once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CaptchaPaths } from '@katana/shared/api/captcha';

interface CaptchaFieldProps {
  /** The solved payload, or null when the check was reset, expired or failed. */
  onToken: (token: string | null) => void;
  /** Start solving as soon as the form is focused (default) rather than on a click of the box. */
  auto?: 'onfocus' | 'off';
}

/** Our API answers in its envelope; the widget reads the bare challenge, so it fetches through this. */
async function unwrapEnvelope(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return new Response(JSON.stringify(body?.data ?? body), {
    status: response.status,
    headers: { 'content-type': 'application/json' },
  });
}

const STRINGS = JSON.stringify({
  label: "I'm not a robot",
  verifying: 'Checking…',
  verified: 'Verified',
  error: 'The check failed. Try again.',
  expired: 'The check expired. Try again.',
  ariaLinkLabel: 'About this human check',
});

export function CaptchaField({ onToken, auto = 'onfocus' }: CaptchaFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let cancelled = false;
    void import('altcha').then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // A layout effect runs in the commit that adds the element, before the browser handles another event: the widget
  // starts on the form's focus, and a start before `customfetch` was set reads our envelope as the challenge and
  // fails. It is set as a property, which the element keeps until its inner component exists (created a microtask
  // after the element connects; `configure()` called before that did nothing, which failed the check under load).
  useLayoutEffect(() => {
    const el = host.current?.querySelector('altcha-widget') as
      (HTMLElement & { customfetch?: typeof unwrapEnvelope }) | null | undefined;
    if (!el) return;
    el.customfetch = unwrapEnvelope;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      tokenHandler.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  return (
    <div ref={host} data-testid="captcha-field" className="min-h-[3.5rem]">
      {ready ? (
        <altcha-widget
          challengeurl={CaptchaPaths.challenge}
          auto={auto}
          hidelogo
          hidefooter
          strings={STRINGS}
          name="captcha_token"
        />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-300">Loading the human check…</p>
      )}
    </div>
  );
}
