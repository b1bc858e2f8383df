/**
 * The verify-email prompt for users signed in through the partner whose e-mail is not verified yet (spec 01 §6,
 * "Header widgets"): its button opens the login dialog, and the page reloads after it closes.
 */
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';

/** The public section counts as mobile at or below 979px (spec 01 §9). */
export const PUBLIC_MOBILE_QUERY = '(max-width: 979px)';

export function VerifyEmailPrompt({ brand = appConfig.brandName }: { brand?: string }) {
  const { isAuthenticated, naukriUnverified, user } = useAuth();
  const { openLogin } = useLoginDialog();
  const mobile = useMediaQuery(PUBLIC_MOBILE_QUERY);
  if (!isAuthenticated || !naukriUnverified) return null;
  return (
    <div role="region" aria-label="Verify your email" className="border-b border-line bg-accent-soft">
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="text-sm text-fg">Verify your email, unlock full potential of {brand}.</p>
        <button
          type="button"
          className={buttonClasses('primary', 'sm')}
          onClick={() => openLogin({ source: 'verify_email', reloadAfterClose: true, userEmail: user?.email ?? undefined })}
        >
          {mobile ? 'Verify email' : 'Verify your email'}
        </button>
      </div>
    </div>
  );
}
