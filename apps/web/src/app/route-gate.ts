/**
 * What the router does with a URL before showing its screen (spec 01 "Guarded routes", §4 "Session load at start",
 * §6 roles): strip email/phone_number from guarded URLs, wait for the session load where the answer matters, send
 * inactive EU users to /coming-soon and anonymous visitors of guarded routes to /auth?redirect=... Pure.
 */
import type { RouteMatch } from '@katana/shared/routes';
import { authRedirectUrl, stripIdentityParams } from '@katana/shared/routes';
import { isInactiveEuUser, type AuthState } from '../lib/auth/auth-state.ts';

export type RouteGate =
  { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'show'; criticalFlow: boolean };

type GateAuth = Pick<AuthState, 'ready' | 'isAuthenticated' | 'euUser' | 'euActiveUser'>;

export function routeGate(pathWithQuery: string, match: RouteMatch, auth: GateAuth): RouteGate {
  const guarded = match.route?.guarded === true;
  if (guarded) {
    const stripped = stripIdentityParams(pathWithQuery);
    if (stripped !== null) return { kind: 'redirect', to: stripped };
  }
  // The root waits for the login setup (spec 01 route map); guarded routes cannot decide before it ends.
  if (!auth.ready && (guarded || match.kind === 'home')) return { kind: 'wait' };
  if (isInactiveEuUser(auth) && match.kind !== 'coming-soon') return { kind: 'redirect', to: '/coming-soon' };
  if (guarded && !auth.isAuthenticated) return { kind: 'redirect', to: authRedirectUrl(pathWithQuery) };
  return { kind: 'show', criticalFlow: match.route?.criticalFlow === true && !auth.isAuthenticated };
}
