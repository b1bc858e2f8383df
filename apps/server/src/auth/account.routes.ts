/**
 * /api/v2/users account reads and small writes: login_status (never 401), auth_details, check_valid_name,
 * update_name, we_params (marketing opt-in) and user_logs (sent once after a login).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  authDetailsResponseSchema,
  AuthPaths,
  checkValidNameResponseSchema,
  emptyResponseSchema,
  loginStatusQuerySchema,
  loginStatusResponseSchema,
  nameQuerySchema,
  userLogsBodySchema,
  weParamsBodySchema,
} from '@katana/shared/api/auth';
import { displayNameError } from '@katana/shared/api/auth-name';
import { presentLoginStatus } from './user.presenter.ts';
import { countryFromHeaders } from './country.ts';
import { authErrorResponses, guardedErrorResponses } from '../plugins/app/error-responses.ts';
import { presentUserOf } from './login-response.ts';

const accountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AuthPaths.loginStatus,
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the request is signed in, with the flags the shell needs (never 401)',
        querystring: loginStatusQuerySchema,
        response: { 200: successEnvelopeSchema(loginStatusResponseSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      const country = countryFromHeaders(request.headers, app.config.auth.countryHeader);
      return ok(
        presentLoginStatus(
          request.user,
          { countryId: country?.id ?? null, euUser: country?.eu ?? false },
          app.config.auth.euUsersActive,
        ),
      );
    },
  );

  // Everything below needs a signed-in user.
  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    // onRequest, so an anonymous caller gets 101 before any input validation.
    guarded.addHook('onRequest', app.requireUser);

    guarded.get(
      AuthPaths.authDetails,
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          response: { 200: successEnvelopeSchema(authDetailsResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => ok({ user: await presentUserOf(app, request.user!, request.session) }),
    );

    guarded.get(
      AuthPaths.checkValidName,
      {
        schema: {
          tags: ['users'],
          summary: 'Whether a display name is acceptable, with the message when not',
          querystring: nameQuerySchema,
          response: { 200: successEnvelopeSchema(checkValidNameResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const message = displayNameError(request.query.name);
        return ok(message ? { valid: false, message } : { valid: true });
      },
    );

    guarded.post(
      AuthPaths.updateName,
      {
        schema: {
          tags: ['users'],
          summary: "Change the signed-in user's display name",
          querystring: nameQuerySchema,
          response: { 200: successEnvelopeSchema(authDetailsResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const user = await app.auth.account.rename(request.user!, request.query.name);
        return ok({ user: await presentUserOf(app, user, request.session) });
      },
    );

    guarded.post(
      AuthPaths.weParams,
      {
        schema: {
          tags: ['users'],
          summary: 'Marketing opt-in (product updates)',
          body: weParamsBodySchema,
          response: { 200: successEnvelopeSchema(emptyResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const { should_sub_to_cn_updates, we_email } = request.body;
        await app.auth.account.setMarketingOptIn(request.user!, should_sub_to_cn_updates, we_email);
        return ok({});
      },
    );

    guarded.post(
      AuthPaths.userLogs,
      {
        schema: {
          tags: ['users'],
          summary: 'Record where a session started (sent once after login)',
          body: userLogsBodySchema,
          response: { 200: successEnvelopeSchema(emptyResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const { new_user, source_url, session_start_url, utm } = request.body;
        await app.auth.account.recordLoginLog(request.user!, {
          newUser: new_user,
          sourceUrl: source_url ?? null,
          sessionStartUrl: session_start_url ?? null,
          utm,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return ok({});
      },
    );
  });
};

export default accountRoute;
