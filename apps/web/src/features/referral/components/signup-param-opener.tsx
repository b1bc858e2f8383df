/**
 * "isSignup=true opens the login dialog when not authenticated" (spec 02 §4, shell query params): where an
 * invite link lands (/invite/:code redirects to /?isSignup=true). Once per address, after the session is known.
 * Loaded by the app shell only on an address that asks for it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { asksForSignup } from '../signup-param.ts';

export default function SignupParamOpener() {
  const { search, key } = useLocation();
  const { ready, isAuthenticated } = useAuth();
  const { openLogin } = useLoginDialog();
  const opened = useRef<string | null>(null);
  const asked = asksForSignup(search);

  useEffect(() => {
    if (!asked || !ready || isAuthenticated || opened.current === key) return;
    opened.current = key;
    openLogin({ source: 'isSignup' });
  }, [asked, ready, isAuthenticated, key, openLogin]);
  return null;
}
