import { describe, expect, it } from 'vitest';
import { followBodySchema, npsCreateBodySchema, npsDismissQuerySchema } from './api-community.ts';

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
