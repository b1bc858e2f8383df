/**
 * Referral endpoints: the banner's trigger data and the /referral page's summary (signed-in only), and the public
 * invite link `/invite/:code`, which remembers a known referrer in an HttpOnly cookie for REFERRER_COOKIE_DAYS and
 * sends the visitor to the sign-up dialog. Links are built on PUBLIC_URL, else on the request's own origin.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '@katana/shared/envelope';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import {
  referralInviteParamsSchema,
  CommunityPaths,
  REFERRAL_LANDING,
  REFERRER_COOKIE,
  REFERRER_COOKIE_DAYS,
  referralSummarySchema,
  referralTriggerSchema,
} from '@katana/shared/engagement/api-community';
import { guardedErrorResponses } from '../../plugins/app/error-responses.ts';
import { isSecureRequest } from '../../plugins/app/session-cookies.ts';
import { referralCode, type ReferralService } from './referral.service.ts';

const tags = ['referral'];

export interface ReferralRoutesOptions {
  service: ReferralService;
  publicUrl: string | undefined;
}

const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { service, publicUrl }) => {
  const base = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    CommunityPaths.invite,
    { schema: { hide: true, params: referralInviteParamsSchema } },
    async (request, reply) => {
      const code = referralCode(request.params.code);
      // An unknown code still lands on the sign-up: the visitor came to join either way.
      if (code && (await service.knows(code))) {
        reply.setCookie(REFERRER_COOKIE, code, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(request, publicUrl),
          maxAge: REFERRER_COOKIE_DAYS * 24 * 60 * 60,
        });
      }
      return reply.redirect(REFERRAL_LANDING, 302);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.requireUser);
    const guarded = signedIn.withTypeProvider<ZodTypeProvider>();
    guarded.get(
      CommunityPaths.referralTrigger,
      {
        schema: {
          tags,
          summary:
            "The referral banner's data: the learner's invite link (show_cc_content: no reward offered)",
          response: { 200: successEnvelopeSchema(referralTriggerSchema), ...guardedErrorResponses },
        },
      },
      async (request) => ok(await service.trigger(request.user!.id, base(request))),
    );
    guarded.get(
      CommunityPaths.referralSummary,
      {
        schema: {
          tags,
          summary: "The learner's invite link and how many friends created an account through it",
          response: { 200: successEnvelopeSchema(referralSummarySchema), ...guardedErrorResponses },
        },
      },
      async (request) => ok(await service.summary(request.user!.id, base(request))),
    );
  });
};

export default referralRoutes;
