/**
 * The partner-login layer of the auth route in the partner environment (spec 01 §4 "Login dialog"): sign-in is the
 * partner's, in its popup. Success reloads the page the user came from (codestudioRedirect); closing the layer, or
 * an error (the popup closed too), sends the user to the root.
 */
import { useState } from 'react';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { oauthStartUrl } from '../api/oauth-providers.ts';
import { openOAuthPopup } from '../hooks/oauth-popup.ts';

export interface PartnerLoginLayerProps {
  partnerName: string;
  brand: string;
  /** Path on this site to reload after the sign-in. */
  returnPath: string;
  /** A full-page navigation (tests observe it). */
  go?: (url: string) => void;
}

export function PartnerLoginLayer({ partnerName, brand, returnPath, go = (url) => window.location.assign(url) }: PartnerLoginLayerProps) {
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    const url = oauthStartUrl(appConfig.apiBaseUrl, 'partner', returnPath);
    try {
      const outcome = await openOAuthPopup(url);
      // Popups blocked: the partner's sign-in as a full page, whose callback returns to the same path.
      go(outcome.ok ? returnPath : url);
    } catch {
      go('/');
    }
  }

  return (
    <div data-testid="partner-login-layer" className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm leading-6 text-fg-muted">
          {brand} signs you in with your {partnerName} account.
        </p>
        <button type="button" className={iconButtonClasses} aria-label="Close" onClick={() => go('/')}>
          <CloseIcon />
        </button>
      </div>
      <button type="button" className={buttonClasses('primary', 'lg', 'w-full')} disabled={busy} aria-busy={busy || undefined} onClick={signIn}>
        Continue with {partnerName}
      </button>
    </div>
  );
}
