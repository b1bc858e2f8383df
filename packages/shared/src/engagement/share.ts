/**
 * Sharing achievements (spec 02 §2 "Share panel"; §3 "Share config"; §4 "Sharing"; §5 share config defaults; §8
 * copy-link texts; §9 "Share image meta 1044 x 584", "Tooltip delays ... share 800 ms").
 */

export const ShareChannel = {
  LinkedIn: 'LinkedIn',
  WhatsApp: 'WhatsApp',
  Twitter: 'Twitter',
  Facebook: 'Facebook',
  Gmail: 'Gmail',
  CopyLink: 'Copy Link',
} as const;
export type ShareChannel = (typeof ShareChannel)[keyof typeof ShareChannel];

/** LinkedIn and WhatsApp directly; the "more" menu holds the rest. */
export const DIRECT_SHARE_CHANNELS = [ShareChannel.LinkedIn, ShareChannel.WhatsApp] as const;
export const MORE_SHARE_CHANNELS = [
  ShareChannel.Twitter,
  ShareChannel.Facebook,
  ShareChannel.Gmail,
  ShareChannel.CopyLink,
] as const;

export const ShareHeading = {
  CONTEST_RATING: 'Share your contest rating',
  ACHIEVEMENTS: 'Share your achievements on',
} as const;
export const DONT_WANT_TO_SHARE = "I don't want to share";
/** "An 'I don't want to share' link appears for the achievement widget source." */
export const ACHIEVEMENT_WIDGET_SOURCE = 'achievement_widget';

export const ShareCardType = {
  TOPIC: 'topic',
  STREAK: 'streak',
  CONTEST_RANK: 'contest_rank',
  CONTEST_RATING: 'contest_rating',
  CHALLENGE_ACHIEVEMENT: 'challenge_achievement',
  CHALLENGE_BADGE: 'challenge_badge',
} as const;
export type ShareCardType = (typeof ShareCardType)[keyof typeof ShareCardType];

export const ShareRedirectTo = {
  Codestudio: 'Codestudio',
  Profile: 'Profile',
  Standout: 'Standout',
  Guided_path: 'Guided_path',
} as const;
export type ShareRedirectTo = (typeof ShareRedirectTo)[keyof typeof ShareRedirectTo];

export const SHARE_TOOLTIP_DELAY_MS = 800;
export const SHARE_IMAGE_WIDTH = 1044;
export const SHARE_IMAGE_HEIGHT = 584;
export const COPY_LINK_SUCCESS = { title: 'Success', message: 'Link Copied!' } as const;

/**
 * "A missing utm_medium becomes code360-social." Kept as the spec writes it: it is an analytics value that reports
 * group by, never shown to a user, so the old brand in it is not a brand display.
 */
export const DEFAULT_UTM_MEDIUM = 'code360-social';
export const ANONYMOUS_UTM_CAMPAIGN = 'anonymous';

export interface ShareConfig {
  title?: string;
  text?: string;
  description?: string;
  url: string;
  imageUrl?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  uuid?: string;
  redirect_to?: ShareRedirectTo;
  contest_rating_image?: string;
}

/** "A missing utm_campaign becomes the user's uuid, or anonymous if not signed in." */
export function withShareDefaults(config: ShareConfig, userUuid: string | null): ShareConfig {
  return {
    ...config,
    utm_campaign: config.utm_campaign || userUuid || ANONYMOUS_UTM_CAMPAIGN,
    utm_medium: config.utm_medium || DEFAULT_UTM_MEDIUM,
  };
}

/** The shared link with its utm parameters; utm_source is the channel when the config has none. */
export function sharedUrl(config: ShareConfig, channel: ShareChannel): string {
  const url = new URL(config.url);
  const source = config.utm_source || channel.toLowerCase().replace(/\s+/g, '_');
  url.searchParams.set('utm_source', source);
  if (config.utm_medium) url.searchParams.set('utm_medium', config.utm_medium);
  if (config.utm_campaign) url.searchParams.set('utm_campaign', config.utm_campaign);
  return url.toString();
}

/**
 * "Share actions open new windows to social sites with text and url parameters." The endpoints are each site's
 * public share intent. Copy Link has none (the caller copies `sharedUrl`).
 */
export function shareWindowUrl(config: ShareConfig, channel: ShareChannel): string | null {
  const link = sharedUrl(config, channel);
  const text = config.text ?? '';
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (channel) {
    case ShareChannel.LinkedIn:
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: link })}`;
    case ShareChannel.WhatsApp:
      return `https://api.whatsapp.com/send?${q({ text: text ? `${text} ${link}` : link })}`;
    case ShareChannel.Twitter:
      return `https://twitter.com/intent/tweet?${q({ text, url: link })}`;
    case ShareChannel.Facebook:
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: link, quote: text })}`;
    case ShareChannel.Gmail:
      return `https://mail.google.com/mail/?${q({ view: 'cm', su: config.title ?? '', body: text ? `${text}\n${link}` : link })}`;
    case ShareChannel.CopyLink:
      return null;
  }
}

/** The more menu toggles, and any window click closes it. */
export function moreMenuReducer(open: boolean, action: 'toggle' | 'window_click'): boolean {
  return action === 'toggle' ? !open : false;
}

/** "A contest-rating share needs a generated rating image with non-zero size before the certificate call." */
export function canUploadRatingImage(image: { size: number } | null): boolean {
  return image !== null && image.size > 0;
}
