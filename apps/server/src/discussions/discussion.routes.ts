/** The learners' endpoints of DiscussionPaths: read anonymously; write signed in (posts also with a captcha). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  activeCollegesSchema,
  categoryListQuerySchema,
  categoryListSchema,
  collegeMembersSchema,
  commentBodySchema,
  createdPostSchema,
  createPostBodySchema,
  DiscussionPaths,
  followResultSchema,
  messageSchema,
  postDetailSchema,
  postIdParamsSchema,
  postListQuerySchema,
  postListSchema,
  problemIdParamsSchema,
  problemStatusSchema,
  reactionBodySchema,
  reactionResultSchema,
  reportBodySchema,
  slugParamsSchema,
  tagListSchema,
  tagQuerySchema,
  updateCommentBodySchema,
  updatePostBodySchema,
} from '@katana/shared/api/discussions';
import type { Viewer } from './discussion-rules.ts';
import type { DiscussionService } from './discussion.service.ts';

const tags = ['discussions'];
const errors = {
  ...validatedErrorResponses,
  401: errorEnvelopeSchema.describe('Not signed in'),
  403: errorEnvelopeSchema.describe('Not allowed (not yours, locked, banned, or closed during a contest)'),
  404: errorEnvelopeSchema.describe('No such discussion, comment or problem (or not visible to you)'),
};

export interface DiscussionRouteOptions {
  service: DiscussionService;
  /** Whether the request's learner is a moderator. */
  isModerator: (request: FastifyRequest) => Promise<boolean>;
  /** Throws the envelope's 422 unless the token is a solved, unused captcha. */
  requireCaptcha: (token: string | undefined) => Promise<void>;
  collegeName: (slug: string) => Promise<string | null>;
}

const discussionRoutes: FastifyPluginAsyncZod<DiscussionRouteOptions> = async (app, opts) => {
  const { service, isModerator, requireCaptcha, collegeName } = opts;
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    id: request.user?.id ?? null,
    moderator: await isModerator(request),
  });
  const writer = async (request: FastifyRequest) => ({
    id: request.user!.id,
    moderator: await isModerator(request),
  });

  app.get(
    DiscussionPaths.categories,
    {
      schema: {
        tags,
        summary: 'Categories of a type with their post counts',
        querystring: categoryListQuerySchema,
        response: { 200: successEnvelopeSchema(categoryListSchema), ...errors },
      },
    },
    async (request) =>
      ok({ categories: await service.categories(request.query.category_type, await viewerOf(request)) }),
  );

  app.get(
    DiscussionPaths.tags,
    {
      schema: {
        tags,
        summary: 'Tag autocomplete',
        querystring: tagQuerySchema,
        response: { 200: successEnvelopeSchema(tagListSchema), ...errors },
      },
    },
    async (request) => ok({ tags: await service.tags(request.query.term, await viewerOf(request)) }),
  );

  app.get(
    DiscussionPaths.posts,
    {
      schema: {
        tags,
        summary: 'A page of posts: sort hot/new/top, filters',
        querystring: postListQuerySchema,
        response: { 200: successEnvelopeSchema(postListSchema), ...errors },
      },
    },
    async (request) => ok(await service.list(request.query, await viewerOf(request))),
  );

  app.post(
    DiscussionPaths.posts,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Create a post (captcha_token required)',
        body: createPostBodySchema,
        response: { 201: successEnvelopeSchema(createdPostSchema), ...errors },
      },
    },
    async (request, reply) => {
      await requireCaptcha(request.body.captcha_token);
      const { id, moderator } = await writer(request);
      const created = await service.create(id, moderator, request.body);
      void reply.status(201);
      return ok(created);
    },
  );

  app.get(
    DiscussionPaths.post,
    {
      schema: {
        tags,
        summary: 'Post details with comments and replies',
        params: postIdParamsSchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) => ok(await service.detail(request.params.id, await viewerOf(request))),
  );

  app.put(
    DiscussionPaths.post,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Edit your post',
        params: postIdParamsSchema,
        body: updatePostBodySchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.update(id, moderator, request.params.id, request.body));
    },
  );

  app.delete(
    DiscussionPaths.post,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete your post (soft)',
        params: postIdParamsSchema,
        response: { 200: successEnvelopeSchema(messageSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.remove(id, moderator, request.params.id));
    },
  );

  app.post(
    DiscussionPaths.comments,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Comment, or reply with parent_id',
        params: postIdParamsSchema,
        body: commentBodySchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.comment(id, moderator, request.params.id, request.body));
    },
  );

  app.put(
    DiscussionPaths.comment,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Edit your comment',
        params: postIdParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.updateComment(id, moderator, request.params.id, request.body));
    },
  );

  app.delete(
    DiscussionPaths.comment,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete your comment (soft)',
        params: postIdParamsSchema,
        response: { 200: successEnvelopeSchema(postDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.removeComment(id, moderator, request.params.id));
    },
  );

  app.post(
    DiscussionPaths.reactions,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Vote toggle (spec 03 reaction toggle rule)',
        body: reactionBodySchema,
        response: { 200: successEnvelopeSchema(reactionResultSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.react(id, moderator, request.body));
    },
  );

  app.post(
    DiscussionPaths.follow,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Follow / unfollow a thread',
        params: postIdParamsSchema,
        response: { 200: successEnvelopeSchema(followResultSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.toggleFollow(id, moderator, request.params.id));
    },
  );

  app.post(
    DiscussionPaths.reports,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Report a post or comment to the moderators',
        body: reportBodySchema,
        response: { 200: successEnvelopeSchema(messageSchema), ...errors },
      },
    },
    async (request) => {
      const { id, moderator } = await writer(request);
      return ok(await service.report(id, moderator, request.body));
    },
  );

  app.get(
    DiscussionPaths.problemStatus,
    {
      schema: {
        tags,
        summary: "Whether a problem's thread is open to the viewer now",
        params: problemIdParamsSchema,
        response: { 200: successEnvelopeSchema(problemStatusSchema), ...errors },
      },
    },
    async (request) => ok(await service.problemStatus(await viewerOf(request), request.params.problemId)),
  );

  app.get(
    DiscussionPaths.activeColleges,
    {
      schema: {
        tags,
        summary: 'Colleges with the most discussion posts',
        response: { 200: successEnvelopeSchema(activeCollegesSchema), ...errors },
      },
    },
    async (request) => ok(await service.activeColleges(await viewerOf(request), collegeName)),
  );

  app.get(
    DiscussionPaths.collegeMembers,
    {
      schema: {
        tags,
        summary: 'Learners who set this college on their profile',
        params: slugParamsSchema,
        response: { 200: successEnvelopeSchema(collegeMembersSchema), ...errors },
      },
    },
    async (request) => ok(await service.collegeMembers(request.params.slug)),
  );
};

export default discussionRoutes;
