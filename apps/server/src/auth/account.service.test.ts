import { describe, expect, it } from 'vitest';
import { utmFields } from './account.service.ts';

describe('utmFields', () => {
  it.each([
    [
      JSON.stringify({ utmSource: 'mail', utmMedium: 'email', utmCampaign: 'launch' }),
      { source: 'mail', medium: 'email', campaign: 'launch' },
    ],
    [
      { utm_source: 'x', utm_campaign: 'y' },
      { source: 'x', medium: undefined, campaign: 'y' },
    ],
    ['not json', {}],
    [null, {}],
    [42, {}],
  ])('%j -> %j', (input, expected) => {
    expect(utmFields(input)).toEqual(expected);
  });
});
