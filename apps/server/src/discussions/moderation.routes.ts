/** The moderators' endpoints of DiscussionPaths (app.requireRole('moderator'): 401 anonymous, 403 learners). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  auditSchema,
  banBodySchema,
  banListSchema,
  DiscussionPaths,
  moderateBodySchema,
  moderateCommentBodySchema,
  postDetailSchema,
  postIdParamsSchema,
  queueSchema,
  reportDecisionBodySchema,
  userIdParamsSchema,
} from '@katana/shared/api/discussions';
import type { ModerationService } from './moderation.service.ts';

const tags = ['discussions'];
const errors = {
  ...validatedErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in'),
  403: errorEnvelopeSchema.describe('Only moderators can do this.'),
  404: errorEnvelopeSchema.describe('No such post, comment, report or learner'),
};

const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('moderator'));
  const me = (request: { user: { id: number } | null }) => request.user!.id;

  app.get(
    DiscussionPaths.queue,
    {
      schema: {
        tags,
        summary: 'Review queue: held posts and reports',
        response: { 200: successEnvelopeSchema(queueSchema), ...errors },
      },
    },
    async (request) => ok(await service.queue(me(request))),
  );

  app.post(
    DiscussionPaths.reportDecision,
    {
      schema: {
        tags,
        summary:
          'Resolve (hide what it reports) or dismiss a report; every open report of the same target closes',
        params: postIdParamsSchema,
        body: reportDecisionBodySchema,
        response: {
          200: successEnvelopeSchema(queueSchema),
          ...errors,
          409: errorEnvelopeSchema.describe('Another moderator has already handled this report.'),
        },
      },
    },
    async (request) =>
      ok(
        await service.decideReport(me(request), request.params.id, request.body.action, request.body.reason),
      ),
  );

  app.post(
    DiscussionPaths.moderate,
    {
      schema: {
        tags,
        summary: 'Hide, unhide, lock, unlock, pin, unpin or approve a post',
        params: postIdParamsSchema,
        body: moderateBodySchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.moderatePost(me(request), request.params.id, request.body.action, request.body.reason),
      ),
  );

  app.post(
    DiscussionPaths.moderateComment,
    {
      schema: {
        tags,
        summary: 'Hide or unhide a comment',
        params: postIdParamsSchema,
        body: moderateCommentBodySchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await service.moderateComment(
          me(request),
          request.params.id,
          request.body.action,
          request.body.reason,
        ),
      ),
  );

  app.get(
    DiscussionPaths.bans,
    {
      schema: {
        tags,
        summary: 'Bans in force',
        response: { 200: successEnvelopeSchema(banListSchema), ...errors },
      },
    },
    async () => ok(await service.bans()),
  );

  app.post(
    DiscussionPaths.bans,
    {
      schema: {
        tags,
        summary: 'Ban a learner from posting (reason, optional end)',
        body: banBodySchema,
        response: { 200: successEnvelopeSchema(banListSchema), ...errors },
      },
    },
    async (request) => ok(await service.ban(me(request), request.body)),
  );

  app.delete(
    DiscussionPaths.ban,
    {
      schema: {
        tags,
        summary: 'Lift a ban',
        params: userIdParamsSchema,
        response: { 200: successEnvelopeSchema(banListSchema), ...errors },
      },
    },
    async (request) => ok(await service.unban(me(request), request.params.userId)),
  );

  app.get(
    DiscussionPaths.audit,
    {
      schema: {
        tags,
        summary: 'The moderators’ audit log, newest first',
        response: { 200: successEnvelopeSchema(auditSchema), ...errors },
      },
    },
    async () => ok(await service.audit()),
  );
};

export default moderationRoutes;
