/**
 * NPS endpoints of CommunityPaths (api-community.ts): the trigger (`nps` in the query: a forced check), the
 * dismissal (a GET that records, as the spec has it, so it asks for the CSRF echo like the bookmark GETs) and the
 * answer. Signed-in only.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  CommunityPaths,
  npsCreateBodySchema,
  npsCreateResponseSchema,
  npsDismissQuerySchema,
  npsDismissSchema,
  npsTriggerQuerySchema,
  npsTriggerSchema,
} from '@katana/shared/engagement/api-community';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import { requireCsrfEcho } from '../../plugins/app/csrf-on-get.ts';
import type { NpsService } from './nps.service.ts';

const tags = ['nps'];

export interface NpsRoutesOptions {
  service: NpsService;
}

const npsRoutes: FastifyPluginAsyncZod<NpsRoutesOptions> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const guarded = app.withTypeProvider<ZodTypeProvider>();

  guarded.get(
    CommunityPaths.npsTrigger,
    {
      schema: {
        tags,
        summary: 'Whether to show the NPS survey to the signed-in learner (nps present: a forced check)',
        querystring: npsTriggerQuerySchema,
        response: { 200: successEnvelopeSchema(npsTriggerSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.trigger(request.user!.id, request.query.nps !== undefined)),
  );

  guarded.get(
    CommunityPaths.npsDismiss,
    {
      onRequest: requireCsrfEcho,
      schema: {
        tags,
        summary:
          'Record that the learner closed the survey before the thank-you (with the rating picked, if any)',
        querystring: npsDismissQuerySchema,
        response: { 200: successEnvelopeSchema(npsDismissSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await service.dismiss(request.user!.id, request.query.nps_rating ?? null)),
  );

  guarded.post(
    CommunityPaths.nps,
    {
      schema: {
        tags,
        summary:
          'Answer the NPS survey (rating 1-10, feedback up to 200 characters); the first answer stands',
        body: npsCreateBodySchema,
        response: { 200: successEnvelopeSchema(npsCreateResponseSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.submit(request.user!.id, {
          rating: request.body.nps_rating,
          feedback: request.body.additional_feedback,
        }),
      ),
  );
};

export default npsRoutes;
