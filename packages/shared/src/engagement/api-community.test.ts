import { describe, expect, it } from 'vitest';
import {
  followBodySchema,
  npsCreateBodySchema,
  npsDismissQuerySchema,
  REFERRAL_LANDING,
  referralInvitePath,
  referralSummarySchema,
} from './api-community.ts';

describe('community API schemas', () => {
  it.each([
    [{ nps_rating: 10, additional_feedback: 'Great' }, true],
    [{ nps_rating: '7' }, true],
    [{ nps_rating: 0 }, false],
    [{ nps_rating: 11 }, false],
    [{ nps_rating: 8, additional_feedback: 'x'.repeat(201) }, false],
    [{ nps_rating: 8, additional_feedback: 'x'.repeat(200) }, true],
  ])('NPS body %j valid: %s', (body, ok) => {
    expect(npsCreateBodySchema.safeParse(body).success).toBe(ok);
  });

  it('defaults the feedback to empty and the dismissal rating to none', () => {
    expect(npsCreateBodySchema.parse({ nps_rating: 9 })).toEqual({ nps_rating: 9, additional_feedback: '' });
    expect(npsDismissQuerySchema.parse({})).toEqual({});
  });

  it('follow needs the uuid', () => {
    expect(followBodySchema.safeParse({ uuid: ' ' }).success).toBe(false);
  });
});

describe('referral contract', () => {
  it('builds the invite path from the code and names the sign-up landing', () => {
    expect(referralInvitePath('7d0c0f5e-7e8b-4a3e-9b57-0d3f4f0c1a2b')).toBe(
      '/invite/7d0c0f5e-7e8b-4a3e-9b57-0d3f4f0c1a2b',
    );
    expect(referralInvitePath('a/b')).toBe('/invite/a%2Fb');
    expect(REFERRAL_LANDING).toBe('/?isSignup=true');
    expect(referralSummarySchema.safeParse({ referral_link: 'x', joined_count: -1 }).success).toBe(false);
  });
});
