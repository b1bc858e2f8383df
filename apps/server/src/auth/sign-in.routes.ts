/**
 * /api/v2/users sign-in: email_login, phone_login (next form step + OTP), login (OTP or password -> session and
 * cookies), social_login (a provider's ID token, e.g. Google One Tap -> session and cookies), logout (revokes the
 * session server-side and clears the cookies).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  AuthPaths,
  emailLoginBodySchema,
  emptyResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  loginUserStatusResponseSchema,
  phoneLoginBodySchema,
  socialLoginBodySchema,
  socialLoginQuerySchema,
} from '@katana/shared/api/auth';
import { clearSessionCookies } from '../plugins/app/session-cookies.ts';
import { authErrorResponses } from '../plugins/app/error-responses.ts';
import { completeLogin } from './login-response.ts';

const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AuthPaths.emailLogin,
    {
      schema: {
        tags: ['users'],
        summary: 'Start an e-mail sign-in: mails a 6-digit OTP and tells which form step comes next',
        body: emailLoginBodySchema,
        response: { 200: successEnvelopeSchema(loginUserStatusResponseSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      const status = await app.auth.signIn.emailLogin(request.body.email, app.auth.context(request));
      return ok({ status });
    },
  );

  app.post(
    AuthPaths.phoneLogin,
    {
      schema: {
        tags: ['users'],
        summary: 'Start a phone sign-in: sends a 6-digit OTP by SMS',
        body: phoneLoginBodySchema,
        response: { 200: successEnvelopeSchema(loginUserStatusResponseSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      const { phone_country_code, phone_number } = request.body;
      const status = await app.auth.signIn.phoneLogin(
        phone_country_code,
        phone_number,
        app.auth.context(request),
      );
      return ok({ status });
    },
  );

  app.post(
    AuthPaths.login,
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with the OTP (or password); creates the account of a new user',
        description: 'Header `source: web|mobile|tablet`. Sets the ninja_auth_token and katana_csrf cookies.',
        body: loginBodySchema,
        response: { 200: successEnvelopeSchema(loginResponseSchema), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const signedIn = await app.auth.signIn.login(request.body, app.auth.context(request));
      return ok(await completeLogin(app, request, reply, signedIn));
    },
  );

  app.post(
    AuthPaths.socialLogin,
    {
      schema: {
        tags: ['users'],
        summary: "Sign in with a provider's ID token (Google One Tap); creates the account of a new user",
        description:
          "Query `provider=google_single_sign_in`, `token` (the ID token, verified against the provider's " +
          'published keys, issuer and our client id), `time_zone_string`. Header `source`. Body: referral data. ' +
          'Sets the ninja_auth_token and katana_csrf cookies.',
        querystring: socialLoginQuerySchema,
        body: socialLoginBodySchema,
        response: { 200: successEnvelopeSchema(loginResponseSchema), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { provider, token, time_zone_string } = request.query;
      const signedIn = await app.auth.oauth.tokenLogin(provider, token, app.auth.context(request), {
        timeZone: time_zone_string,
        referralData: request.body.referral_data,
        psReferralCode: request.body.ps_referral_code,
      });
      return ok(await completeLogin(app, request, reply, signedIn));
    },
  );

  app.post(
    AuthPaths.logout,
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: revokes the session and clears the cookies',
        response: { 200: successEnvelopeSchema(emptyResponseSchema), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.session) await app.auth.sessions.revoke(request.session.id);
      clearSessionCookies(reply);
      return ok({});
    },
  );
};

export default signInRoute;
