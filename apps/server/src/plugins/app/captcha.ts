/**
 * The self-hosted proof-of-work captcha (ALTCHA v1 through altcha-lib): GET /api/v1/captcha/challenge hands out a
 * signed challenge that expires after CAPTCHA_TTL_MINUTES; `app.captcha.verify(token)` checks a solved payload's
 * signature, expiry and proof, and redeems it once (captcha_redemptions), so one solution cannot post twice. Routes
 * that need it call `await app.captcha.require(body.captcha_token)`, which throws the envelope's 422.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  CAPTCHA_TTL_MINUTES,
  captchaChallengeSchema,
  CaptchaMessage,
  CaptchaPaths,
  type CaptchaChallenge,
} from '@katana/shared/api/captcha';
import { successEnvelopeSchema } from '@katana/shared/api/envelope';
import { ErrorCode, ok } from '@katana/shared/envelope';
import { captchaRedemptions } from '../../db/schema/users.ts';
import { ApiError } from './api-error.ts';

export interface Captcha {
  /** A fresh challenge for the widget. */
  challenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired, solved payload; false for anything else (never throws). */
  verify(token: string | undefined): Promise<boolean>;
  /** verify() or the envelope's 422 naming the captcha_token field. */
  require(token: string | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

function payloadSignature(token: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
    return typeof parsed.signature === 'string' ? parsed.signature : null;
  } catch {
    return null;
  }
}

export default fp(
  async (app) => {
    let hmacKey = app.config.captcha.secret;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('hex');
      if (app.config.nodeEnv === 'production' && app.config.redisUrl)
        app.log.warn('CAPTCHA_SECRET is not set: each node signs captchas with its own key');
    }
    const key = hmacKey;
    const maxnumber = app.config.captcha.maxNumber;

    const captcha: Captcha = {
      async challenge() {
        return createChallenge({
          hmacKey: key,
          maxnumber,
          expires: new Date(Date.now() + CAPTCHA_TTL_MINUTES * 60_000),
        });
      },
      async verify(token) {
        if (!token) return false;
        const signature = payloadSignature(token);
        if (!signature) return false;
        let valid = false;
        try {
          valid = await verifySolution(token, key, true);
        } catch {
          return false;
        }
        if (!valid) return false;
        const expires = Number(extractParams(token).expires);
        const expiresAt = new Date(
          Number.isFinite(expires) ? expires * 1000 : Date.now() + CAPTCHA_TTL_MINUTES * 60_000,
        );
        const inserted = await app.db
          .insert(captchaRedemptions)
          .values({ signature, expiresAt })
          .onConflictDoNothing()
          .returning({ signature: captchaRedemptions.signature });
        // Forget redemptions whose challenge has expired anyway (cheap: indexed by primary key scan is fine here).
        await app.db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, sql`now()`));
        return inserted.length === 1;
      },
      async require(token) {
        if (!token)
          throw new ApiError(422, ErrorCode.VALIDATION, CaptchaMessage.MISSING, {
            captcha_token: CaptchaMessage.MISSING,
          });
        if (!(await captcha.verify(token)))
          throw new ApiError(422, ErrorCode.VALIDATION, CaptchaMessage.INVALID, {
            captcha_token: CaptchaMessage.INVALID,
          });
      },
    };
    app.decorate('captcha', captcha);

    app.get(
      CaptchaPaths.challenge,
      {
        schema: {
          tags: ['captcha'],
          summary: 'A fresh ALTCHA proof-of-work challenge for the posting forms',
          response: { 200: successEnvelopeSchema(captchaChallengeSchema) },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await captcha.challenge());
      },
    );
  },
  { name: 'captcha', dependencies: ['database'] },
);
