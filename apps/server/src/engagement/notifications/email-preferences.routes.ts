/**
 * E-mail preferences (signed-in: GET/POST NotificationPaths.emailPreferences) and the one-click unsubscribe
 * (NotificationPaths.unsubscribe, no sign-in: the signed token in the query is the authority). The unsubscribe is a
 * POST, as RFC 8058 asks (mail clients POST "List-Unsubscribe=One-Click" form data; the web page posts JSON), so a
 * link scanner's GET changes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  emailPreferencesBodySchema,
  emailPreferencesSchema,
  NotificationPaths,
  UNSUBSCRIBE_INVALID,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '@katana/shared/engagement/api-notifications';
import { ApiError } from '../../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import {
  presentEmailPreferences,
  readEmailSettings,
  saveEmailPreferences,
  unsubscribe,
} from './email-preferences.ts';

const tags = ['notifications'];

const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click body ("List-Unsubscribe=One-Click") carries nothing we need: accept it and read the query.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    NotificationPaths.emailPreferences,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'E-mail digest frequency and the kinds it includes (every kind listed)',
        response: { 200: successEnvelopeSchema(emailPreferencesSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(presentEmailPreferences(await readEmailSettings(app.db, request.user!.id))),
  );

  app.post(
    NotificationPaths.emailPreferences,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Update the e-mail digest frequency and kinds; kinds not sent keep their value',
        body: emailPreferencesBodySchema,
        response: { 200: successEnvelopeSchema(emailPreferencesSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await saveEmailPreferences(app.db, request.user!.id, request.body)),
  );

  app.post(
    NotificationPaths.unsubscribe,
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) with the signed token of a digest e-mail; no sign-in',
        querystring: unsubscribeQuerySchema,
        response: {
          200: successEnvelopeSchema(unsubscribedSchema),
          ...validatedErrorResponses,
          400: errorEnvelopeSchema.describe('The token is not valid'),
        },
      },
    },
    async (request) => {
      const done = await unsubscribe(app.db, request.query.token);
      if (!done) throw new ApiError(400, ErrorCode.BAD_REQUEST, UNSUBSCRIBE_INVALID);
      return ok(done);
    },
  );
};

export default emailPreferencesRoutes;
