/**
 * On critical-flow pages an anonymous visitor gets the login as a right-side panel (spec 01 "Critical-flow pages
 * that force a login panel"). It opens once per page visit; a signed-in visitor never sees it.
 */
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';

export function CriticalFlowLogin({ pathname }: { pathname: string }) {
  const { isAuthenticated, ready } = useAuth();
  const { openLogin, closeLogin } = useLoginDialog();
  const show = ready && !isAuthenticated;

  useEffect(() => {
    if (!show) return;
    openLogin({ source: 'critical_flow', variant: 'panel' });
    return () => closeLogin('closed');
  }, [show, pathname, openLogin, closeLogin]);

  return null;
}
