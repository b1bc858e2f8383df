/**
 * Holds the one login dialog of the page and lets any screen open it through `useLoginDialog()`. After it closes,
 * the page reloads by the rules of spec 01 §4 "After login" and the reloadAfterClose input.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  LoginDialogContext,
  type LoginCloseReason,
  type LoginDialogApi,
  type LoginDialogRequest,
} from '../../../lib/auth/login-dialog-context.tsx';
import { returnPath, shouldReloadAfterClose, shouldReloadAfterLogin } from '../hooks/after-login.ts';

// The dialog and its steps load when something first asks for it (a click on Login, a gated action, ?isSignup).
const LoginDialog = lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })));

export interface LoginDialogHostProps {
  children: ReactNode;
  reload?: () => void;
  /** Goes to another page with a full load (after a login on an error page, which has nothing to show again). */
  leave?: (path: string) => void;
}

export function LoginDialogHost({
  children,
  reload = () => window.location.reload(),
  leave = (path) => window.location.assign(path),
}: LoginDialogHostProps) {
  const [request, setRequest] = useState<LoginDialogRequest | null>(null);
  const current = useRef<LoginDialogRequest | null>(null);
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  const searchRef = useRef(location.search);
  searchRef.current = location.search;

  const openLogin = useCallback((next: LoginDialogRequest) => {
    current.current = next;
    setRequest(next);
  }, []);

  const closeLogin = useCallback((reason: LoginCloseReason = 'closed') => {
    const closing = current.current;
    if (!closing) return;
    current.current = null;
    setRequest(null);
    closing.onClose?.(reason);
    const reloadAfterClose = closing.reloadAfterClose === true;
    const again =
      reason === 'success'
        ? reloadAfterClose || shouldReloadAfterLogin(pathRef.current, closing.trigger)
        : shouldReloadAfterClose(reloadAfterClose, reason);
    if (!again) return;
    // The 404 and error pages send a signed-in visitor home rather than show the error again (spec 01 returnPath).
    const here = `${pathRef.current}${searchRef.current}`;
    const target = returnPath(here);
    if (reason === 'success' && target !== here) leaveRef.current(target);
    else reloadRef.current();
  }, []);

  const api = useMemo<LoginDialogApi>(
    () => ({ openLogin, closeLogin, isOpen: request !== null }),
    [openLogin, closeLogin, request],
  );

  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <LoginDialog
            variant={request.variant ?? 'dialog'}
            dismissible={request.dismissible ?? true}
            redirectPath={returnPath(`${location.pathname}${location.search}`)}
            initial={{
              status: request.loginFormUserStatus,
              email: request.userEmail,
              name: request.userName,
              loginType: request.loginType,
            }}
            onClose={closeLogin}
          />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}
