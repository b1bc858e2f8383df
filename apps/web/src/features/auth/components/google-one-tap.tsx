/**
 * Google One Tap inside the login form (spec 01 "Initial form"): a 189px box the Google library fills with its
 * prompt, shown instead of the Google button. When Google will not show the prompt (no Google session, the user
 * dismissed it before, the script is blocked), the box goes away and the parent shows the Google button again.
 */
import { useEffect, useId, useRef } from 'react';
import { loadGoogleIdentity, type GoogleIdentity } from '../hooks/google-identity.ts';

/** The One Tap box's height (spec 01 §9). */
export const ONE_TAP_HEIGHT_PX = 189;

export interface GoogleOneTapProps {
  clientId: string;
  onCredential(idToken: string): void;
  /** Google will not show the prompt: show the Google button instead. */
  onUnavailable(): void;
}

export function GoogleOneTap({ clientId, onCredential, onUnavailable }: GoogleOneTapProps) {
  const id = `one-tap-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // The library keeps the first callback it is given; the latest handlers are read through refs.
  const handlers = useRef({ onCredential, onUnavailable });
  handlers.current = { onCredential, onUnavailable };

  useEffect(() => {
    let api: GoogleIdentity | null = null;
    let live = true;
    loadGoogleIdentity()
      .then((loaded) => {
        if (!live) return;
        api = loaded;
        loaded.initialize({
          client_id: clientId,
          callback: ({ credential }) => handlers.current.onCredential(credential),
          prompt_parent_id: id,
          cancel_on_tap_outside: false,
          context: 'signin',
          itp_support: true,
        });
        loaded.prompt((notification) => {
          if (live && (notification.isNotDisplayed() || notification.isSkippedMoment())) handlers.current.onUnavailable();
        });
      })
      .catch(() => {
        if (live) handlers.current.onUnavailable();
      });
    return () => {
      live = false;
      api?.cancel();
    };
  }, [clientId, id]);

  return <div id={id} data-testid="google-one-tap" className="w-full overflow-hidden rounded-lg" style={{ height: ONE_TAP_HEIGHT_PX }} />;
}
