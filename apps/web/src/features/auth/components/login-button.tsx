/** The Login button of the header and the menu drawer: opens the login dialog with its source (spec 01). */
import { buttonClasses, type ButtonSize } from '../../../components/ui/button-styles.ts';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';

export function LoginButton({
  source,
  size = 'sm',
  className,
  onOpen,
}: {
  source: string;
  size?: ButtonSize;
  className?: string;
  onOpen?: () => void;
}) {
  const { openLogin } = useLoginDialog();
  return (
    <button
      type="button"
      className={buttonClasses('primary', size, className)}
      onClick={() => {
        onOpen?.();
        openLogin({ source });
      }}
    >
      Login
    </button>
  );
}
