/**
 * /api/v2/users account reads and small writes: login_status (never 401), auth_details, check_valid_name,
 * update_name, we_params (marketing opt-in) and user_logs (sent once after a login).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  authDetailsResponseSchema,
  checkValidNameResponseSchema,
  emptyResponseSchema,
  loginStatusQuerySchema,
  loginStatusResponseSchema,
  nameQuerySchema,
  userLogsBodySchema,
  weParamsBodySchema,
} from '@katana/shared/api/auth';
import { displayNameError, normalizeDisplayName } from '@katana/shared/api/auth-name';
import { AuthErrorCode } from '@katana/shared/auth-errors';
import { ApiError } from '../../../api-error.ts';
import { presentLoginStatus } from '../../../presenters/user.presenter.ts';
import { countryFromHeaders } from '../../../services/auth/country.ts';
import { authErrorResponses, guardedErrorResponses } from './auth-responses.ts';
import { presentUserOf } from './login-response.ts';

/** UTM values as the web sends them: a JSON/object with utmSource..., or plain strings. */
function utmFields(utm: unknown): { source?: string; medium?: string; campaign?: string } {
  let value = utm;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const pick = (...keys: string[]) => {
    for (const k of keys) if (typeof v[k] === 'string' && v[k]) return (v[k] as string).slice(0, 200);
    return undefined;
  };
  return {
    source: pick('utmSource', 'utm_source', 'source'),
    medium: pick('utmMedium', 'utm_medium', 'medium'),
    campaign: pick('utmCampaign', 'utm_campaign', 'campaign'),
  };
}

const accountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/login_status',
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
      '/auth_details',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          response: { 200: successEnvelopeSchema(authDetailsResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => ok({ user: await presentUserOf(app, request.user!) }),
    );

    guarded.get(
      '/check_valid_name',
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
      '/update_name',
      {
        schema: {
          tags: ['users'],
          summary: "Change the signed-in user's display name",
          querystring: nameQuerySchema,
          response: { 200: successEnvelopeSchema(authDetailsResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const message = displayNameError(request.query.name);
        if (message)
          throw new ApiError(422, AuthErrorCode.VALIDATION, 'Validation failed.', { name: message });
        const user = await app.repos.users.update(request.user!.id, {
          name: normalizeDisplayName(request.query.name),
        });
        return ok({ user: await presentUserOf(app, user ?? request.user!) });
      },
    );

    guarded.post(
      '/we_params',
      {
        schema: {
          tags: ['users'],
          summary: 'Marketing opt-in (product updates)',
          body: weParamsBodySchema,
          response: { 200: successEnvelopeSchema(emptyResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        await app.repos.users.update(request.user!.id, {
          shouldSubToCnUpdates: request.body.should_sub_to_cn_updates,
          weEmail: request.body.we_email,
        });
        return ok({});
      },
    );

    guarded.post(
      '/user_logs',
      {
        schema: {
          tags: ['users'],
          summary: 'Record where a session started (sent once after login)',
          body: userLogsBodySchema,
          response: { 200: successEnvelopeSchema(emptyResponseSchema), ...guardedErrorResponses },
        },
      },
      async (request) => {
        const user = request.user!;
        const { new_user, source_url, session_start_url, utm } = request.body;
        await app.repos.users.insertLog({
          userId: user.id,
          newUser: new_user,
          sourceUrl: source_url ?? null,
          sessionStartUrl: session_start_url ?? null,
          utm: utm ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        });
        // The registration UTM is the one reported with the account's first login.
        const fields = utmFields(utm);
        if (new_user && !user.registrationUtmSource && fields.source) {
          await app.repos.users.update(user.id, {
            registrationUtmSource: fields.source,
            registrationUtmMedium: fields.medium ?? null,
            registrationUtmCampaign: fields.campaign ?? null,
          });
        }
        return ok({});
      },
    );
  });
};

export default accountRoute;
