/**
 * The endpoints of ProfilePaths: the learner's own details and their changes, the picture upload (the raw image as
 * the body, checked by content), a default avatar, the pictures and avatars themselves, the share card and the
 * public profile by uuid or screen name.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import {
  errorEnvelopeSchema,
  successEnvelopeSchema,
  validatedErrorResponses,
} from '@katana/shared/api/envelope';
import {
  avatarBodySchema,
  PICTURE_MAX_BYTES,
  PictureMessage,
  profileEditDetailsSchema,
  profileFileParamsSchema,
  profileKeyParamsSchema,
  ProfilePaths,
  profileUpdateBodySchema,
  publicProfileSchema,
  screenNameAvailabilitySchema,
  screenNameQuerySchema,
} from '@katana/shared/api/profile';
import { ApiError } from '../plugins/app/api-error.ts';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import { defaultAvatarSvg } from './avatars.ts';
import type { createProfileCardCache } from './profile-card.ts';
import { PROFILE_CARD_CACHE_SECONDS } from './profile-card.ts';
import type { PictureStorage } from './picture-storage.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const YEAR_SECONDS = 365 * 24 * 3600;
const NOT_FOUND = 'Not found.';
/** What the upload route accepts as its body; the bytes decide what the file really is. */
const UPLOAD_TYPES = [/^image\/[a-z0-9.+-]+$/i, 'application/octet-stream'];

export interface ProfileRoutesOptions {
  service: ProfileService;
  storage: PictureStorage;
  cards: ReturnType<typeof createProfileCardCache>;
  brand: string;
}

const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { service, storage, cards, brand },
) => {
  // The upload's body is the file itself, read whole (up to a little over the limit, so a slightly larger file
  // gets the picture's own message; a much larger one is cut off by the body limit with 413).
  for (const type of UPLOAD_TYPES)
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES * 2 },
      (_req, body, done) => done(null, body),
    );

  app.get(
    ProfilePaths.public,
    {
      schema: {
        tags,
        summary: 'A public profile by uuid or screen name, each part shown only when the learner shows it',
        params: profileKeyParamsSchema,
        response: {
          200: successEnvelopeSchema(publicProfileSchema),
          ...validatedErrorResponses,
          404: errorEnvelopeSchema.describe('No learner has this profile'),
        },
      },
    },
    async (request) => ok(await service.publicProfile(request.user?.id ?? null, request.params.key)),
  );

  app.get(
    ProfilePaths.screenNameAvailability,
    {
      schema: {
        tags,
        summary: 'Whether a screen name is well formed and free (free for its own holder too)',
        querystring: screenNameQuerySchema,
        response: { 200: successEnvelopeSchema(screenNameAvailabilitySchema), ...validatedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.screenNameAvailability(request.user?.id ?? null, request.query.screen_name)),
  );

  app.get(
    ProfilePaths.pictureFile,
    {
      schema: {
        tags,
        summary: 'An uploaded picture (WebP), cached for a year',
        params: profileFileParamsSchema,
      },
    },
    async (request, reply) => {
      const bytes = await storage.get(request.params.file);
      if (!bytes) throw new ApiError(404, 404, NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .send(bytes);
    },
  );

  app.get(
    ProfilePaths.avatarFile,
    {
      schema: {
        tags,
        summary: 'A default avatar (SVG), avatar-1.svg .. avatar-12.svg',
        params: profileFileParamsSchema,
      },
    },
    async (request, reply) => {
      const match = /^avatar-(\d{1,2})\.svg$/.exec(request.params.file);
      const svg = match ? defaultAvatarSvg(Number(match[1])) : null;
      if (!svg) throw new ApiError(404, 404, NOT_FOUND);
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', `public, max-age=${YEAR_SECONDS}`)
        .send(svg);
    },
  );

  app.get(
    ProfilePaths.card,
    {
      schema: {
        tags,
        summary: "A public profile's share card (PNG, 1044 x 584)",
        params: profileFileParamsSchema,
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.png$/.exec(request.params.file);
      const card = match ? await service.card(match[1]!) : null;
      if (!card || card.private) throw new ApiError(404, 404, NOT_FOUND);
      const png = cards.get({
        brand,
        name: card.name ?? 'A learner',
        screenName: card.screenName,
        level: card.level,
        solved: card.solved,
        college: card.college,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `public, max-age=${PROFILE_CARD_CACHE_SECONDS}`)
        .send(png);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireUser);
    const guarded = signedIn.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    const details = { 200: successEnvelopeSchema(profileEditDetailsSchema), ...guardedErrorResponses };

    guarded.get(
      ProfilePaths.edit,
      { schema: { tags, summary: "The signed-in learner's editable profile", response: details } },
      async (request) => ok(await service.editDetails(request.user!.id)),
    );

    guarded.patch(
      ProfilePaths.update,
      {
        schema: {
          tags,
          summary: 'Change any of the profile fields; a taken screen name or an unknown college answers 422',
          body: profileUpdateBodySchema,
          response: details,
        },
      },
      async (request) => ok(await service.update(request.user!.id, request.body)),
    );

    guarded.put(
      ProfilePaths.picture,
      {
        schema: {
          tags,
          summary: 'Upload a picture: the image file as the body (JPEG, PNG, WebP or GIF, at most 5 MB)',
          description:
            'The content decides the type, not the name or Content-Type. Stored resized to 64 and 256 px as WebP, ' +
            'without EXIF. 413 when too large, 422 when not a picture.',
          response: { ...details, 413: errorEnvelopeSchema.describe(PictureMessage.TOO_LARGE) },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw new ApiError(422, 422, PictureMessage.NOT_AN_IMAGE, { picture: PictureMessage.NOT_AN_IMAGE });
        return ok(await service.uploadPicture(request.user!.id, body));
      },
    );

    guarded.put(
      ProfilePaths.avatar,
      {
        schema: {
          tags,
          summary: 'Show one of the 12 default avatars instead of a picture',
          body: avatarBodySchema,
          response: details,
        },
      },
      async (request) => ok(await service.chooseAvatar(request.user!.id, request.body.avatar)),
    );

    guarded.post(
      ProfilePaths.setupSkip,
      { schema: { tags, summary: 'Skip /profile/setup: it is not offered again', response: details } },
      async (request) => ok(await service.skipSetup(request.user!.id)),
    );
  });
};

export default profileRoutes;
