/**
 * "isSignup=true opens the login dialog when not authenticated" (spec 02 §4, shell query params): where an
 * invite link lands (/invite/:code redirects to /?isSignup=true). Once per address, after the session is known.
 * Lazily loaded by the app shell.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';

export default function SignupParamOpener() {
  const { search, key } = useLocation();
  const { ready, isAuthenticated } = useAuth();
  const { openLogin } = useLoginDialog();
  const opened = useRef<string | null>(null);
  const asked = new URLSearchParams(search).get('isSignup') === 'true';

  useEffect(() => {
    if (!asked || !ready || isAuthenticated || opened.current === key) return;
    opened.current = key;
    openLogin({ source: 'isSignup' });
  }, [asked, ready, isAuthenticated, key, openLogin]);
  return null;
}
