/**
 * /api/v2/users/oauth/partner: the partner's side of a session (spec 01 §4 "Logout", §8 "Job-portal login status",
 * spec 03 §4). login_status asks the partner whether the user is still signed in there (refreshing the partner's
 * access token when needed); logout ends the session at the partner (token revocation) and erases its cookies. The
 * partner's tokens travel only in HttpOnly cookies scoped to this path, set by the partner sign-in's callback.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import { AuthPaths, partnerLoginStatusSchema, partnerLogoutResponseSchema } from '@katana/shared/api/auth';
import {
  PARTNER_ACCESS_TOKEN_COOKIE,
  PARTNER_COOKIE_PATH,
  PARTNER_REFRESH_TOKEN_COOKIE,
} from '@katana/shared/auth-rules';
import { isSecureRequest } from '../plugins/app/session-cookies.ts';
import type { ProviderTokens } from './oauth-clients.ts';
import type { PartnerCookieTokens } from './partner-session.service.ts';
import { authErrorResponses } from '../plugins/app/error-responses.ts';

const PARTNER_TOKEN_COOKIES = [PARTNER_ACCESS_TOKEN_COOKIE, PARTNER_REFRESH_TOKEN_COOKIE];

export function setPartnerCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: ProviderTokens,
  opts: { ttlMs: number; publicUrl: string | undefined },
): void {
  const base = {
    path: PARTNER_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, opts.publicUrl),
    // The cookies live as long as our session; the partner decides whether the tokens in them still work.
    maxAge: Math.floor(opts.ttlMs / 1000),
  };
  reply.setCookie(PARTNER_ACCESS_TOKEN_COOKIE, tokens.accessToken, base);
  if (tokens.refreshToken) reply.setCookie(PARTNER_REFRESH_TOKEN_COOKIE, tokens.refreshToken, base);
}

export function clearPartnerCookies(reply: FastifyReply): void {
  for (const name of PARTNER_TOKEN_COOKIES) reply.clearCookie(name, { path: PARTNER_COOKIE_PATH });
}

function partnerTokens(request: FastifyRequest): PartnerCookieTokens {
  return {
    accessToken: request.cookies[PARTNER_ACCESS_TOKEN_COOKIE],
    refreshToken: request.cookies[PARTNER_REFRESH_TOKEN_COOKIE],
  };
}

const responses = {
  ...authErrorResponses,
  502: errorEnvelopeSchema.describe('The partner could not be reached (code 925)'),
};

const partnerSessionRoute: FastifyPluginAsyncZod = async (app) => {
  const cookieOpts = () => ({ ttlMs: app.auth.sessions.ttlMs, publicUrl: app.config.publicUrl });

  app.get(
    AuthPaths.partnerLoginStatus,
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the partner still has this user signed in (the job-portal login status)',
        description:
          "Read from the partner with the partner's tokens of this browser (HttpOnly cookies of the partner " +
          'sign-in); an expired access token is refreshed. For a signed-in user only the linked partner account ' +
          'counts. 502 when the partner cannot be reached (then nothing is known: keep the session).',
        response: { 200: successEnvelopeSchema(partnerLoginStatusSchema), ...responses },
      },
    },
    async (request, reply) => {
      const status = await app.auth.oauth.partnerSession.loginStatus(
        partnerTokens(request),
        request.user?.id ?? null,
      );
      if (status.refreshed) setPartnerCookies(request, reply, status.refreshed, cookieOpts());
      else if (!status.loggedIn) clearPartnerCookies(reply);
      return ok({ loggedin: status.loggedIn });
    },
  );

  app.post(
    AuthPaths.partnerLogout,
    {
      schema: {
        tags: ['users'],
        summary: "Log out at the partner: revokes the partner's tokens and erases the partner cookies",
        description:
          'The cookies are erased even when the partner cannot be reached (502); the answer names the erased ' +
          'cookies. Our own session is ended by POST /api/v2/users/logout.',
        response: { 200: successEnvelopeSchema(partnerLogoutResponseSchema), ...responses },
      },
    },
    async (request, reply) => {
      const tokens = partnerTokens(request);
      // Whatever the partner answers, this browser forgets the partner's tokens.
      clearPartnerCookies(reply);
      await app.auth.oauth.partnerSession.logout(tokens);
      return ok({ cookies: PARTNER_TOKEN_COOKIES.filter((name) => request.cookies[name] !== undefined) });
    },
  );
};

export default partnerSessionRoute;
