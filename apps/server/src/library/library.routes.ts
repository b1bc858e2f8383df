/**
 * Library, videos and what's new routes (contract: @katana/shared/api/library). Reads are public (a signed-in
 * viewer gets their marks); marking read, bookmarks, the video calls and reading what's new need a learner.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  LibraryPaths,
  libraryArticleParamsSchema,
  libraryArticleSchema,
  libraryBookmarkBodySchema,
  libraryBookmarkStateSchema,
  libraryCategoryDetailSchema,
  libraryCategoryParamsSchema,
  libraryHomeSchema,
  libraryReadBodySchema,
  libraryReadStateSchema,
  videoCompletedBodySchema,
  videoCompletedSchema,
  videoListSchema,
  videoWatchLogBodySchema,
  whatsNewReadBodySchema,
  whatsNewReadStateSchema,
  whatsNewSchema,
} from '@katana/shared/api/library';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import type { LibraryService } from './library.service.ts';

const notFound = { 404: errorEnvelopeSchema.describe('No such category, article, video or release') };
const publicResponses = { ...validatedErrorResponses, ...notFound };
const learnerResponses = { ...validatedErrorResponses, ...guardedErrorResponses, ...notFound };
const tags = ['library'];

const libraryRoute: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  const viewerOf = (request: { user?: { id: number } | null }) => request.user?.id ?? null;

  app.get(
    LibraryPaths.home,
    {
      schema: {
        tags,
        summary: "The library's categories, the viewer's reading history and bookmarks",
        response: { 200: successEnvelopeSchema(libraryHomeSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.home(viewerOf(request))),
  );

  app.get(
    LibraryPaths.category,
    {
      schema: {
        tags,
        summary: "One category's articles in order, with the viewer's read and bookmark marks",
        params: libraryCategoryParamsSchema,
        response: { 200: successEnvelopeSchema(libraryCategoryDetailSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.category(request.params.category, viewerOf(request))),
  );

  app.get(
    LibraryPaths.article,
    {
      schema: {
        tags,
        summary: 'One article: HTML, table of contents, previous/next in its category, related problems',
        params: libraryArticleParamsSchema,
        response: { 200: successEnvelopeSchema(libraryArticleSchema), ...publicResponses },
      },
    },
    async (request) =>
      ok(await service.article(request.params.category, request.params.slug, viewerOf(request))),
  );

  app.get(
    LibraryPaths.videos,
    {
      schema: {
        tags,
        summary: "The operator's videos (none are shipped) with the viewer's completions",
        response: { 200: successEnvelopeSchema(videoListSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.videos(viewerOf(request))),
  );

  app.get(
    LibraryPaths.whatsNew,
    {
      schema: {
        tags,
        summary: 'The changelog, newest release first, and whether the viewer has unread releases',
        response: { 200: successEnvelopeSchema(whatsNewSchema), ...publicResponses },
      },
    },
    async (request) => ok(await service.whatsNew(viewerOf(request))),
  );

  const learnerRoutes: FastifyPluginAsyncZod = async (learner) => {
    learner.addHook('onRequest', app.requireUser);

    learner.post(
      LibraryPaths.read,
      {
        schema: {
          tags,
          summary: 'Mark an article as read (it joins the reading history; the first read time is kept)',
          body: libraryReadBodySchema,
          response: { 200: successEnvelopeSchema(libraryReadStateSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.markRead(request.user!.id, request.body)),
    );

    learner.post(
      LibraryPaths.bookmark,
      {
        schema: {
          tags,
          summary: 'Bookmark an article, or remove the bookmark (bookmarked: false)',
          body: libraryBookmarkBodySchema,
          response: { 200: successEnvelopeSchema(libraryBookmarkStateSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.setBookmark(request.user!.id, request.body)),
    );

    learner.post(
      LibraryPaths.videoWatchLog,
      {
        schema: {
          tags,
          summary: 'Video watch log (spec 03: youtube_video_id, event_type, video_timestamp)',
          body: videoWatchLogBodySchema,
          response: {
            200: successEnvelopeSchema(z.object({ recorded: z.boolean() })),
            ...learnerResponses,
          },
        },
      },
      async (request) => ok(await service.logVideoEvent(request.user!.id, request.body)),
    );

    learner.post(
      LibraryPaths.videoCompleted,
      {
        schema: {
          tags,
          summary: 'Mark video completed (video_id, video_list_id = the video topic), as the goals call does',
          body: videoCompletedBodySchema,
          response: { 200: successEnvelopeSchema(videoCompletedSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.completeVideo(request.user!.id, request.body)),
    );

    learner.post(
      LibraryPaths.whatsNewRead,
      {
        schema: {
          tags,
          summary: "The viewer has read what's new up to this release (clears the header's dot)",
          body: whatsNewReadBodySchema,
          response: { 200: successEnvelopeSchema(whatsNewReadStateSchema), ...learnerResponses },
        },
      },
      async (request) => ok(await service.markWhatsNewRead(request.user!.id, request.body.version)),
    );
  };
  await app.register(learnerRoutes);
};

export default libraryRoute;
