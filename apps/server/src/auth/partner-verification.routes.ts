/**
 * /api/v2/users/partner (signed-in): the partner e-mail verification status, and verifying an e-mail by OTP for
 * an account whose partner e-mail was not verified (spec 03 "Partner email verification flow").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  authDetailsResponseSchema,
  AuthPaths,
  emptyResponseSchema,
  partnerVerificationStatusSchema,
  partnerVerifyEmailBodySchema,
  partnerVerifyEmailConfirmBodySchema,
} from '@katana/shared/api/auth';
import { guardedErrorResponses } from '../plugins/app/error-responses.ts';
import { presentUserOf } from './login-response.ts';

const responses = {
  ...guardedErrorResponses,
  409: errorEnvelopeSchema.describe('E-mail of another account (told by verify, once the OTP is right)'),
};

const partnerVerificationRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    AuthPaths.partnerVerificationStatus,
    {
      schema: {
        tags: ['users'],
        summary: "Whether the signed-in user's e-mail is verified (partner sign-ins may not be)",
        response: { 200: successEnvelopeSchema(partnerVerificationStatusSchema), ...guardedErrorResponses },
      },
    },
    async (request) =>
      ok({ flags: { isEmailVerified: app.auth.partnerVerification.isEmailVerified(request.user!) } }),
  );

  app.post(
    AuthPaths.partnerVerifyEmail,
    {
      schema: {
        tags: ['users'],
        summary: 'Mail an OTP to the e-mail to verify',
        body: partnerVerifyEmailBodySchema,
        response: { 200: successEnvelopeSchema(emptyResponseSchema), ...responses },
      },
    },
    async (request) => {
      await app.auth.partnerVerification.start(request.user!, request.body.email, app.auth.context(request));
      return ok({});
    },
  );

  app.post(
    AuthPaths.partnerVerifyEmailConfirm,
    {
      schema: {
        tags: ['users'],
        summary: "Verify the OTP: the e-mail becomes the account's and the unverified flag clears",
        body: partnerVerifyEmailConfirmBodySchema,
        response: { 200: successEnvelopeSchema(authDetailsResponseSchema), ...responses },
      },
    },
    async (request) => {
      const user = await app.auth.partnerVerification.verify(
        request.user!,
        request.body.email,
        request.body.otp,
      );
      return ok({ user: await presentUserOf(app, user, request.session) });
    },
  );
};

export default partnerVerificationRoute;
