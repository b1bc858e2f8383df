/**
 * Solves the posting captcha the way the browser widget does (fetch a challenge, brute-force it with altcha-lib,
 * base64 the payload), for tests of routes that require `captcha_token`.
 */
import { solveChallenge } from 'altcha-lib';
import { CaptchaPaths } from '@katana/shared/api/captcha';
import type { App } from '../app.ts';

export async function solveCaptcha(app: App): Promise<string> {
  const challenge = (await app.inject({ url: CaptchaPaths.challenge })).json().data as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha challenge has no solution');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
