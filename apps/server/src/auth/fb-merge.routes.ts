/**
 * Facebook-merge flow: merge_fb_email_otp mails an OTP to the existing account's e-mail; /verify checks it, links
 * the Facebook identity and signs in (the login response, with cookies).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  AuthPaths,
  emptyResponseSchema,
  fbMergeInitBodySchema,
  fbMergeVerifyBodySchema,
  loginResponseSchema,
} from '@katana/shared/api/auth';
import { authErrorResponses } from '../plugins/app/error-responses.ts';
import { completeLogin } from './login-response.ts';

const fbMergeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AuthPaths.fbMergeEmailOtp,
    {
      schema: {
        tags: ['users'],
        summary: 'Facebook merge: send an OTP to the e-mail of the existing account',
        body: fbMergeInitBodySchema,
        response: { 200: successEnvelopeSchema(emptyResponseSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      await app.auth.fbMerge.init(request.body.email, request.body.fb_merge_token, app.auth.context(request));
      return ok({});
    },
  );

  app.post(
    AuthPaths.fbMergeVerify,
    {
      schema: {
        tags: ['users'],
        summary: 'Facebook merge: verify the OTP, link Facebook to the account and sign in',
        body: fbMergeVerifyBodySchema,
        response: { 200: successEnvelopeSchema(loginResponseSchema), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { otp, fb_merge_token } = request.body;
      const signedIn = await app.auth.fbMerge.verify(otp, fb_merge_token, app.auth.context(request));
      return ok(await completeLogin(app, request, reply, signedIn));
    },
  );
};

export default fbMergeRoute;
