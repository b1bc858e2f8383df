/**
 * The posting captcha: a solved challenge verifies once; a replay, a wrong number, a forged signature, an expired
 * challenge and garbage fail; require() answers the envelope's 422 naming captcha_token.
 */
import { createChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaMessage, CaptchaPaths } from '@katana/shared/api/captcha';
import { solveCaptcha } from '../../test/captcha.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ApiError } from './api-error.ts';

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_MAX_NUMBER: '2000', CAPTCHA_SECRET: 'a-test-secret-of-enough-length' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands out signed challenges within the configured difficulty, never cached', async () => {
    const res = await t.app.inject({ url: CaptchaPaths.challenge });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().data;
    expect(body).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(body.salt).toMatch(/expires=\d+/);
  });

  it('verifies a solved challenge once', async () => {
    const token = await solveCaptcha(t.app);
    expect(await t.app.captcha.verify(token)).toBe(true);
    expect(await t.app.captcha.verify(token)).toBe(false);
  });

  it('refuses a wrong number, a forged signature, an expired challenge and garbage', async () => {
    const token = await solveCaptcha(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const encode = (p: object) => Buffer.from(JSON.stringify(p)).toString('base64');
    expect(await t.app.captcha.verify(encode({ ...payload, number: payload.number + 1 }))).toBe(false);
    const foreign = await createChallenge({ hmacKey: 'another-secret-entirely', maxnumber: 10, number: 3 });
    expect(await t.app.captcha.verify(encode({ ...foreign, number: 3 }))).toBe(false);
    const expired = await createChallenge({
      hmacKey: 'a-test-secret-of-enough-length',
      maxnumber: 10,
      number: 4,
      expires: new Date(Date.now() - 1000),
    });
    expect(await t.app.captcha.verify(encode({ ...expired, number: 4 }))).toBe(false);
    expect(await t.app.captcha.verify('not base64 json')).toBe(false);
    expect(await t.app.captcha.verify(undefined)).toBe(false);
    // The untouched payload still verifies: the failures above redeemed nothing.
    expect(await t.app.captcha.verify(token)).toBe(true);
  });

  it('require() throws the 422 naming the field', async () => {
    await expect(t.app.captcha.require(undefined)).rejects.toMatchObject({
      statusCode: 422,
      message: CaptchaMessage.MISSING,
      fields: { captcha_token: CaptchaMessage.MISSING },
    });
    const err = await t.app.captcha.require('bogus').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ statusCode: 422, message: CaptchaMessage.INVALID });
  });
});
