/**
 * The Login button: opens the login dialog with its source (spec 01 "Login and Sign Up dialog"), or, in the partner
 * environment, goes to the partner-login layer with codestudioRedirect. Variants plain, secondary and primary; the
 * landing header uses primary.
 */
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button-styles.ts';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { isPartnerEnvironment } from '../../../lib/auth/partner-environment.ts';
import { startPartnerLogin } from '../hooks/partner-login.ts';

const VARIANT: Record<'plain' | 'secondary' | 'primary', ButtonVariant> = { plain: 'ghost', secondary: 'secondary', primary: 'primary' };

export function LoginButton({
  source,
  variant = 'primary',
  size = 'sm',
  className,
  onOpen,
}: {
  source: string;
  variant?: 'plain' | 'secondary' | 'primary';
  size?: ButtonSize;
  className?: string;
  onOpen?: () => void;
}) {
  const { openLogin } = useLoginDialog();
  return (
    <button
      type="button"
      className={buttonClasses(VARIANT[variant], size, className)}
      onClick={() => {
        onOpen?.();
        if (isPartnerEnvironment()) startPartnerLogin();
        else openLogin({ source });
      }}
    >
      Login
    </button>
  );
}
