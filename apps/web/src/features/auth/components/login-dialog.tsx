/**
 * The Login and Sign Up dialog (spec 01 "Login and Sign Up dialog"): a modal 445px wide and at most 80% of the
 * screen, or, on critical-flow pages, a right-side panel 520px wide (full width under 720px). Neither closes on an
 * outside click; the cross closes with reason cross_clicked; a successful authentication closes it with success.
 */
import { Dialog } from 'radix-ui';
import { clsx } from 'clsx';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { LoginCloseReason } from '../../../lib/auth/login-dialog-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { useReturnFocus } from '../../../lib/a11y/use-return-focus.ts';
import { LoginForm, type LoginFormInitial } from './login-form.tsx';

export const LOGIN_DIALOG_TITLE = 'Login or Sign up';

export interface LoginDialogProps {
  variant: 'dialog' | 'panel';
  dismissible: boolean;
  redirectPath: string;
  initial?: LoginFormInitial;
  onClose(reason: LoginCloseReason): void;
}

export function LoginDialog({ variant, dismissible, redirectPath, initial, onClose }: LoginDialogProps) {
  const brand = appConfig.brandName;
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        // Escape is the keyboard's cross: the user dismissed the dialog, nothing was signed in.
        if (!open && dismissible) onClose('cross_clicked');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={variant === 'panel' ? 'login-panel' : 'login-dialog'}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onOpenAutoFocus={(e) => {
            returnFocus.onOpenAutoFocus(e);
            // Start in the first field (the e-mail) rather than on the cross, which would only show a focus ring.
            const first = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('input');
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            if (!dismissible) e.preventDefault();
          }}
          className={clsx(
            'fixed z-50 flex flex-col overflow-y-auto bg-surface text-fg shadow-2xl outline-none',
            variant === 'dialog'
              ? 'left-1/2 top-1/2 max-h-[90dvh] w-[445px] max-w-[80%] -translate-x-1/2 -translate-y-1/2 rounded-2xl'
              : 'inset-y-0 right-0 w-full min-[720px]:w-[520px]',
          )}
        >
          <div className="flex items-start justify-between gap-3 px-6 pb-2 pt-5 max-[600px]:px-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-fg">{LOGIN_DIALOG_TITLE}</Dialog.Title>
              <p className="mt-1 text-sm text-fg-muted">
                Practise, compete and track your progress on {brand}.
              </p>
            </div>
            {dismissible && (
              <button
                type="button"
                className={clsx(iconButtonClasses, '-mr-2 shrink-0')}
                aria-label="Close"
                onClick={() => onClose('cross_clicked')}
              >
                <CloseIcon />
              </button>
            )}
          </div>
          <div className={clsx('px-6 pb-6 pt-2 max-[600px]:px-4', variant === 'panel' && 'flex-1')}>
            <LoginForm
              brand={brand}
              redirectPath={redirectPath}
              initial={initial}
              onAuthenticated={() => onClose('success')}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
