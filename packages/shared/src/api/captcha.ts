/**
 * The self-hosted proof-of-work captcha (ALTCHA, protocol v1; no third-party service, works offline). The web's
 * widget fetches a challenge, solves it in the browser and sends the base64 payload as `captcha_token` with the form
 * (spec 03: "POST create post: post fields plus captcha_token"). A payload verifies once, before it expires.
 *
 *   GET /api/v1/captcha/challenge   -> envelope of { algorithm, challenge, maxnumber, salt, signature } (the web's
 *                                      widget unwraps the envelope through its custom fetch)
 */
import { z } from 'zod';

export const CaptchaPaths = {
  challenge: '/api/v1/captcha/challenge',
} as const;

/** Minutes a challenge stays solvable. */
export const CAPTCHA_TTL_MINUTES = 10;

export const CaptchaMessage = {
  MISSING: 'Please confirm you are human (the check below the form).',
  INVALID: 'The human check failed or expired. Please try again.',
} as const;

/** Add to a form body schema that requires the captcha. */
export const captchaTokenSchema = z.string().min(1, CaptchaMessage.MISSING).max(4000);

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
