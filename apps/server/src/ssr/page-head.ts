/** The <head> tags of one page: title, description, robots, keywords, canonical link and Open Graph. */
import type { PageMeta } from '@katana/shared/page-meta';
import { escapeHtml as e } from './escape-html.ts';

export interface HeadInput {
  meta: PageMeta;
  /** Absolute URL of the page without query string. */
  canonicalUrl: string;
  brand: string;
}

export function renderHead({ meta, canonicalUrl, brand }: HeadInput): string {
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
  ].join('\n    ');
}
