/**
 * Goal routes (contract: @katana/shared/api/goals). The goal list and details are public (an anonymous caller sees
 * no learner state); every call about the learner's goal needs a signed-in learner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  GUIDED_PATH_LIST_REASON,
  GoalsPaths,
  NO_PARTNER_REASON,
  actionCardQuerySchema,
  actionCardSchema,
  customElementsBodySchema,
  elementDetailsQuerySchema,
  goalDetailsQuerySchema,
  goalDetailsSchema,
  goalElementDetailsSchema,
  goalListSchema,
  goalProgressQuerySchema,
  goalProgressSchema,
  guidedPathListBodySchema,
  landingEventBodySchema,
  landingEventSchema,
  lastViewedBodySchema,
  noOpSchema,
  partnerBodySchema,
  setGoalLanguageBodySchema,
  setUserGoalBodySchema,
  userGoalStatusQuerySchema,
  userGoalStatusSchema,
  videoCompletedBodySchema,
} from '@katana/shared/api/goals';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import type { GoalsService } from './goals.service.ts';

const notFound = { 404: errorEnvelopeSchema.describe('No such goal, phase or element, or no goal set') };
const publicResponses = { ...validatedErrorResponses, ...notFound };
const learnerResponses = { ...validatedErrorResponses, ...guardedErrorResponses, ...notFound };

const goalsRoute: FastifyPluginAsyncZod<{ service: GoalsService }> = async (app, { service }) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    GoalsPaths.list,
    {
      schema: {
        tags: ['goals'],
        summary: "All goals (journey cards); `selected` marks the viewer's goal",
        response: { 200: successEnvelopeSchema(goalListSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.list(viewerOf(request))),
  );

  app.get(
    GoalsPaths.details,
    {
      schema: {
        tags: ['goals'],
        summary: 'Goal details (spec 03 §7: journey_goal_id, show_phase_elements, optional journey_phase_id)',
        querystring: goalDetailsQuerySchema,
        response: { 200: successEnvelopeSchema(goalDetailsSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.details(viewerOf(request), request.query)),
  );

  const learnerRoutes: FastifyPluginAsyncZod = async (learner) => {
    learner.addHook('onRequest', app.requireUser);

    learner.post(
      GoalsPaths.setUserGoal,
      {
        schema: {
          tags: ['goals'],
          summary: 'Set user goal (spec 02 §7 select goal for user: journey_goal_id; optional language_id)',
          body: setUserGoalBodySchema,
          response: { 200: successEnvelopeSchema(userGoalStatusSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.setUserGoal(request.user!.id, request.body)),
    );

    learner.post(
      GoalsPaths.customElements,
      {
        schema: {
          tags: ['goals'],
          summary:
            'Select custom elements (journey_phase_id, phase_element_ids): the optional elements picked in a phase',
          body: customElementsBodySchema,
          response: { 200: successEnvelopeSchema(goalProgressSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.selectCustomElements(request.user!.id, request.body)),
    );

    learner.post(
      GoalsPaths.language,
      {
        schema: {
          tags: ['goals'],
          summary: 'Set goal language (language_id, journey_goal_id)',
          body: setGoalLanguageBodySchema,
          response: { 200: successEnvelopeSchema(userGoalStatusSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.setLanguage(request.user!.id, request.body)),
    );

    learner.post(
      GoalsPaths.videoCompleted,
      {
        schema: {
          tags: ['goals'],
          summary:
            'Mark video completed (video_id, video_list_id = its phase); may complete a phase and pay GOAL EXP',
          body: videoCompletedBodySchema,
          response: { 200: successEnvelopeSchema(goalProgressSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.markVideoCompleted(request.user!.id, request.body)),
    );

    learner.get(
      GoalsPaths.progress,
      {
        schema: {
          tags: ['goals'],
          summary:
            'Goal progress (journey_goal_id): phases, next action, last viewed element; settles GOAL EXP',
          querystring: goalProgressQuerySchema,
          response: { 200: successEnvelopeSchema(goalProgressSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.progress(request.user!.id, request.query.journey_goal_id)),
    );

    learner.get(
      GoalsPaths.element,
      {
        schema: {
          tags: ['goals'],
          summary: "Element details (element_id, element_type) in the learner's goal",
          querystring: elementDetailsQuerySchema,
          response: { 200: successEnvelopeSchema(goalElementDetailsSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.elementDetails(request.user!.id, request.query)),
    );

    learner.post(
      GoalsPaths.lastViewed,
      {
        schema: {
          tags: ['goals'],
          summary:
            'Mark last viewed element (journey_phase_id, element_type, element_data); opening an article completes it',
          body: lastViewedBodySchema,
          response: { 200: successEnvelopeSchema(goalProgressSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.markLastViewed(request.user!.id, request.body)),
    );

    learner.get(
      GoalsPaths.actionCard,
      {
        schema: {
          tags: ['goals'],
          summary: 'Action card details (optional journey_phase_id): the next element to do; null when done',
          querystring: actionCardQuerySchema,
          response: { 200: successEnvelopeSchema(actionCardSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.actionCard(request.user!.id, request.query.journey_phase_id)),
    );

    learner.post(
      GoalsPaths.landingEvent,
      {
        schema: {
          tags: ['goals'],
          summary: 'Landing event (journey_goal_id): the learner opened their goal dashboard',
          body: landingEventBodySchema,
          response: { 200: successEnvelopeSchema(landingEventSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.landingEvent(request.user!.id, request.body.journey_goal_id)),
    );

    learner.get(
      GoalsPaths.status,
      {
        schema: {
          tags: ['goals'],
          summary: 'User goal status (get_phase_data adds the progress)',
          querystring: userGoalStatusQuerySchema,
          response: { 200: successEnvelopeSchema(userGoalStatusSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.status(request.user!.id, request.query.get_phase_data)),
    );

    learner.post(
      GoalsPaths.guidedPathList,
      {
        schema: {
          tags: ['goals'],
          summary: 'Set guided path list (guided_path_id, guided_path_list_id): a documented no-op',
          body: guidedPathListBodySchema,
          response: { 200: successEnvelopeSchema(noOpSchema), ...learnerResponses },
        },
      },
      () => Promise.resolve(ok({ accepted: false as const, reason: GUIDED_PATH_LIST_REASON })),
    );

    learner.post(
      GoalsPaths.sheet,
      {
        schema: {
          tags: ['goals'],
          summary: 'Send data to sheet (partner call): a documented no-op',
          body: partnerBodySchema,
          response: { 200: successEnvelopeSchema(noOpSchema), ...learnerResponses },
        },
      },
      () => Promise.resolve(ok({ accepted: false as const, reason: NO_PARTNER_REASON })),
    );

    learner.post(
      GoalsPaths.partnerLanguage,
      {
        schema: {
          tags: ['goals'],
          summary:
            'Partner goal language mapping (journey_goal_id, language_id, e-mail, cvId): a documented no-op',
          body: partnerBodySchema,
          response: { 200: successEnvelopeSchema(noOpSchema), ...learnerResponses },
        },
      },
      () => Promise.resolve(ok({ accepted: false as const, reason: NO_PARTNER_REASON })),
    );
  };
  await app.register(learnerRoutes);
};

export default goalsRoute;
