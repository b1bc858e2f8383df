/** The login response of every sign-in path (OTP/password, OAuth, Facebook merge), with the session cookies set. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, LoginResponse } from '@katana/shared/api/auth';
import { euFlags, presentUser } from './user.presenter.ts';
import type { SignedIn } from './sign-in.service.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { SessionRow } from '../db/schema/auth.ts';
import { setSessionCookies } from '../plugins/app/session-cookies.ts';

/** `session`: the session the response belongs to; its node access token goes with the user (realtime). */
export async function presentUserOf(
  app: FastifyInstance,
  user: UserRow,
  session: SessionRow | null = null,
): Promise<AuthUser> {
  const nodeAccessToken = session ? app.nodeAccessTokens.issue(session) : null;
  return presentUser(user, await app.repos.users.events(user.id), nodeAccessToken);
}

export async function completeLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: SignedIn,
): Promise<LoginResponse> {
  // The browser's previous session (another account, or a stale one) ends when its cookie is replaced.
  if (request.session) await app.auth.sessions.revoke(request.session.id);
  setSessionCookies(request, reply, signedIn.token, {
    ttlMs: app.auth.sessions.ttlMs,
    publicUrl: app.config.publicUrl,
  });
  return {
    user: await presentUserOf(
      app,
      signedIn.user,
      (await app.auth.sessions.resolve(signedIn.token))?.session ?? null,
    ),
    user_access_token: signedIn.token,
    new_user: signedIn.newUser,
    first_time_login: signedIn.firstTimeLogin,
    ...euFlags(signedIn.user.euUser, app.config.auth.euUsersActive),
  };
}
