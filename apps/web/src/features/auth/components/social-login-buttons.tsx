/**
 * The social and partner buttons of the initial form (spec 01 "Initial form"), one per provider this deployment
 * enabled (GET /api/v2/users/oauth/providers). The partner's label switches to 'Continue with' when the page was
 * opened with continue_with_naukri; an unverified partner e-mail disables the partner button.
 */
import type { OAuthProvider, OAuthProviderInfo } from '../api/oauth-providers.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

export interface SocialLoginButtonsProps {
  providers: OAuthProviderInfo[];
  continueWithPartner: boolean;
  partnerDisabled: boolean;
  busy: OAuthProvider | null;
  onSignIn(provider: OAuthProvider): void;
}

const ORDER: OAuthProvider[] = ['google_oauth2', 'facebook', 'partner'];

export function providerLabel(info: OAuthProviderInfo, continueWithPartner: boolean): string {
  if (info.provider === 'google_oauth2') return 'Login with Google';
  if (info.provider === 'facebook') return 'Login with Facebook';
  return `${continueWithPartner ? 'Continue' : 'Login'} with ${info.name}`;
}

function ProviderMark({ provider }: { provider: OAuthProvider }) {
  if (provider === 'google_oauth2') {
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
      </svg>
    );
  }
  return (
    <span aria-hidden="true" className="flex size-[18px] items-center justify-center rounded bg-blue-600 text-[11px] font-bold text-white">
      P
    </span>
  );
}

export function SocialLoginButtons({ providers, continueWithPartner, partnerDisabled, busy, onSignIn }: SocialLoginButtonsProps) {
  const sorted = [...providers].sort((a, b) => ORDER.indexOf(a.provider) - ORDER.indexOf(b.provider));
  if (sorted.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {sorted.map((info) => (
        <button
          key={info.provider}
          type="button"
          className={buttonClasses('secondary', 'lg', 'w-full')}
          disabled={busy !== null || (info.provider === 'partner' && partnerDisabled)}
          aria-busy={busy === info.provider || undefined}
          onClick={() => onSignIn(info.provider)}
        >
          <ProviderMark provider={info.provider} />
          {providerLabel(info, continueWithPartner)}
        </button>
      ))}
    </div>
  );
}
