/** POST /api/v3/users/events: acknowledgement events (onboarding dialogs seen...), stored per user. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import { AuthPaths, emptyResponseSchema, userEventBodySchema } from '@katana/shared/api/auth';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';

const eventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    AuthPaths.userEvents,
    {
      schema: {
        tags: ['users'],
        summary: 'Acknowledge a user event (PS_NAV_ONBOARDING, NAUKRI_ONBOARDING_SEEN_STUDIO, ...)',
        description:
          'With append_key the stored key is event_key + append_key (PAID_ORDER_NAUKRI_ONBOARDING_SEEN_ + order id).',
        body: userEventBodySchema,
        response: { 200: successEnvelopeSchema(emptyResponseSchema), ...guardedErrorResponses },
      },
    },
    async (request) => {
      const { event_key, acknowledgement, append_key } = request.body;
      const key = append_key ? `${event_key}${append_key}` : event_key;
      await app.repos.users.upsertEvent(request.user!.id, key.slice(0, 120), String(acknowledgement));
      return ok({});
    },
  );
};

export default eventsRoute;
