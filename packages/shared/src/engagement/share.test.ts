import { describe, expect, it } from 'vitest';
import {
  canUploadRatingImage,
  moreMenuReducer,
  ShareChannel,
  sharedUrl,
  shareWindowUrl,
  withShareDefaults,
} from './share.ts';

describe('withShareDefaults', () => {
  it.each([
    [{ url: 'https://k.example/p' }, 'u-1', 'u-1', 'code360-social'],
    [{ url: 'https://k.example/p' }, null, 'anonymous', 'code360-social'],
    [{ url: 'https://k.example/p', utm_campaign: 'spring', utm_medium: 'mail' }, 'u-1', 'spring', 'mail'],
  ])('%j for user %s', (config, uuid, campaign, medium) => {
    expect(withShareDefaults(config, uuid)).toMatchObject({ utm_campaign: campaign, utm_medium: medium });
  });
});

describe('share links', () => {
  const config = withShareDefaults(
    { url: 'https://k.example/profile/u-1?tab=badges', text: 'I did it!', title: 'Badge' },
    'u-1',
  );

  it('adds the utm parameters to the shared url', () => {
    const url = new URL(sharedUrl(config, ShareChannel.LinkedIn));
    expect(url.searchParams.get('tab')).toBe('badges');
    expect(url.searchParams.get('utm_source')).toBe('linkedin');
    expect(url.searchParams.get('utm_medium')).toBe('code360-social');
    expect(url.searchParams.get('utm_campaign')).toBe('u-1');
  });

  it.each([
    [ShareChannel.LinkedIn, 'www.linkedin.com', 'url'],
    [ShareChannel.WhatsApp, 'api.whatsapp.com', 'text'],
    [ShareChannel.Twitter, 'twitter.com', 'url'],
    [ShareChannel.Facebook, 'www.facebook.com', 'u'],
    [ShareChannel.Gmail, 'mail.google.com', 'body'],
  ])('%s opens %s carrying the link in %s', (channel, host, param) => {
    const url = new URL(shareWindowUrl(config, channel)!);
    expect(url.host).toBe(host);
    expect(url.searchParams.get(param)).toContain('https://k.example/profile/u-1');
  });

  it('puts the text where the site takes it, and Copy Link opens no window', () => {
    expect(new URL(shareWindowUrl(config, ShareChannel.Twitter)!).searchParams.get('text')).toBe('I did it!');
    expect(shareWindowUrl(config, ShareChannel.CopyLink)).toBeNull();
  });
});

describe('panel rules', () => {
  it('the more menu toggles and closes on any window click', () => {
    expect(moreMenuReducer(false, 'toggle')).toBe(true);
    expect(moreMenuReducer(true, 'toggle')).toBe(false);
    expect(moreMenuReducer(true, 'window_click')).toBe(false);
  });

  it('a rating image must have a size before upload', () => {
    expect(canUploadRatingImage({ size: 10 })).toBe(true);
    expect(canUploadRatingImage({ size: 0 })).toBe(false);
    expect(canUploadRatingImage(null)).toBe(false);
  });
});
