/**
 * The <head> tags of one page: title, description, robots, keywords, canonical link and Open Graph (og:image when the
 * page has a share picture: a public profile previews the learner's rating card, 1044 x 584).
 */
import type { PageMeta } from '@katana/shared/page-meta';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@katana/shared/engagement/share';
import { escapeHtml as e } from './escape-html.ts';

export interface HeadInput {
  meta: PageMeta;
  /** Absolute URL of the page without query string. */
  canonicalUrl: string;
  brand: string;
  /**
   * Deployment settings for the web app (apps/web/src/lib/config/app-config.ts reads
   * `<meta name="katana-config">`), so one web build serves every brand.
   */
  webConfig: WebConfig;
}

/** What the web app reads at start; never secrets (the tag is public). */
export interface WebConfig {
  brandName: string;
  partnerName?: string;
  partnerLoginMode?: boolean;
}

export const WEB_CONFIG_META_NAME = 'katana-config';

export function renderHead({ meta, canonicalUrl, brand, webConfig }: HeadInput): string {
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta name="robots" content="${e(meta.robots)}" />`,
    ...(meta.keywords ? [`<meta name="keywords" content="${e(meta.keywords)}" />`] : []),
    `<link rel="canonical" href="${e(canonicalUrl)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${e(brand)}" />`,
    '<meta property="og:type" content="website" />',
    // A site-relative image is made absolute on the canonical origin: social sites need a full URL.
    ...(meta.image
      ? [
          `<meta property="og:image" content="${e(new URL(meta.image, canonicalUrl).toString())}" />`,
          `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}" />`,
          `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}" />`,
        ]
      : []),
    `<meta name="${WEB_CONFIG_META_NAME}" content="${e(JSON.stringify(webConfig))}" />`,
  ].join('\n    ');
}
