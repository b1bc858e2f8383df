/**
 * Social and partner sign-in under /api/v2/users/oauth: the provider list, start (302 to the provider with PKCE,
 * state and nonce; the state is also bound to this browser by an HttpOnly cookie) and the callback page (a partner
 * sign-in also keeps the partner's tokens for partner/login_status and partner/logout, see partner-session.route).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema, errorEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  AuthPaths,
  oauthProviderListSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
  type OAuthPopupMessage,
} from '@katana/shared/api/auth';
import { AuthErrorCode, AuthErrorMessage } from '@katana/shared/auth-errors';
import { safeRedirectPath } from '@katana/shared/safe-redirect';
import { fillPath } from '@katana/shared/api/paths';
import { ApiError } from '../plugins/app/api-error.ts';
import { OAuthFailure } from './oauth.service.ts';
import { isSecureRequest } from '../plugins/app/session-cookies.ts';
import { completeLogin } from './login-response.ts';
import { sendOAuthResultPage } from './oauth-page.ts';
import partnerSessionRoute, { setPartnerCookies } from './partner-session.routes.ts';

const STATE_COOKIE = 'katana_oauth_state';
const STATE_COOKIE_PATH = '/api/v2/users/oauth';

function withQuery(path: string, query: Record<string, string>): string {
  const params = new URLSearchParams(query).toString();
  if (!params) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

const oauthRoute: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const callbackUri = (request: { protocol: string; host: string }, provider: string) =>
    `${origin(request)}${fillPath(AuthPaths.oauthCallback, { provider })}`;

  await app.register(partnerSessionRoute);

  app.get(
    AuthPaths.oauthProviders,
    {
      schema: {
        tags: ['users'],
        summary: 'Social and partner sign-in providers and whether each is enabled',
        response: { 200: successEnvelopeSchema(oauthProviderListSchema) },
      },
    },
    async () => ok(app.auth.oauth.providers()),
  );

  app.get(
    AuthPaths.oauthStart,
    {
      schema: {
        tags: ['users'],
        summary: 'Start a social sign-in (open in a 600x500 popup): 302 to the provider',
        params: oauthProviderParamsSchema,
        querystring: oauthStartQuerySchema,
        response: { 302: z.null().describe('Redirect to the provider'), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      // Only a page of this site is kept (and later followed by the result page); anything else goes home.
      const redirectPath = safeRedirectPath(request.query.redirect, origin(request));
      try {
        const { url, state } = await app.auth.oauth.start(
          provider,
          callbackUri(request, provider),
          redirectPath,
        );
        reply.setCookie(STATE_COOKIE, state, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(request, app.config.publicUrl),
          maxAge: 600,
        });
        return reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(url.href, 302);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const message: OAuthPopupMessage = {
          type: 'katana-oauth',
          ok: false,
          code: err.code,
          message: err.message,
        };
        return sendOAuthResultPage(
          reply,
          origin(request),
          message,
          withQuery('/auth', { redirect: redirectPath }),
        );
      }
    },
  );

  app.get(
    AuthPaths.oauthCallback,
    {
      schema: {
        tags: ['users'],
        summary: 'OAuth redirect target: signs in and answers the popup page',
        params: oauthProviderParamsSchema,
        // Providers add their own parameters (code, iss, scope, session_state...); only state is read here.
        querystring: z.looseObject({ state: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const boundState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      try {
        const outcome = await app.auth.oauth.callback(
          provider,
          { callbackUrl: new URL(request.url, origin(request)), state: request.query.state, boundState },
          app.auth.context(request),
        );
        if (outcome.kind === 'fb-merge') {
          const message: OAuthPopupMessage = {
            type: 'katana-oauth',
            ok: false,
            code: AuthErrorCode.FB_MERGE_REQUIRED,
            message: AuthErrorMessage.FB_MERGE_REQUIRED,
            ...outcome.merge,
          };
          return sendOAuthResultPage(
            reply,
            origin(request),
            message,
            withQuery('/auth', { redirect: outcome.redirectPath, ...outcome.merge }),
          );
        }
        await completeLogin(app, request, reply, outcome.signedIn);
        if (outcome.providerTokens) {
          setPartnerCookies(request, reply, outcome.providerTokens, {
            ttlMs: app.auth.sessions.ttlMs,
            publicUrl: app.config.publicUrl,
          });
        }
        return sendOAuthResultPage(
          reply,
          origin(request),
          { type: 'katana-oauth', ok: true, new_user: outcome.signedIn.newUser },
          outcome.redirectPath,
        );
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const message: OAuthPopupMessage = {
          type: 'katana-oauth',
          ok: false,
          code: err.code,
          message: err.message,
        };
        const target =
          err instanceof OAuthFailure
            ? withQuery('/auth', { redirect: err.redirectPath, ...err.query })
            : '/auth';
        return sendOAuthResultPage(reply, origin(request), message, target);
      }
    },
  );
};

export default oauthRoute;
