/**
 * The badge certificate image (spec 02 §3 "Certificate responses carry certificate_image", §9 "Certificate cache
 * 300 s", "Share image meta 1044 x 584"): an SVG composed here (learner name, badge, tier, date, contest rank) and
 * rendered to PNG by the share-image helper (engagement/images/share-image.ts: resvg on the DejaVu files). Renders
 * are kept in memory for the cache time.
 */
import { BADGE_CERTIFICATE_CACHE_SECONDS } from '@katana/shared/engagement/badges';
import {
  createPngCache,
  escapeXml,
  fitText as fit,
  renderSvgToPng,
  SHARE_IMAGE_SIZE,
} from '../images/share-image.ts';

export const CERTIFICATE_WIDTH = SHARE_IMAGE_SIZE.width;
export const CERTIFICATE_HEIGHT = SHARE_IMAGE_SIZE.height;

export interface CertificateInput {
  learnerName: string;
  /** 'Arrays', '10 Day Streak', 'Weekly Contest 12'. */
  badgeName: string;
  /** PracticeTopic, Streak, ContestRound... */
  badgeKind: string;
  /** Achiever, Specialist, Master. */
  tier: string;
  /** Already formatted: '5 Mar 2026'. */
  date: string;
  contestRank: number | null;
}

const TIER_COLOURS: Record<string, string> = {
  Achiever: '#cd7f32',
  Specialist: '#9aa7b4',
  Master: '#e3b341',
};

const KIND_LABEL: Record<string, string> = {
  PracticeTopic: 'Practice topic',
  GuidedPath: 'Guided path',
  ContestRound: 'Contest',
  Challenge: 'Challenge',
  Streak: 'Daily streak',
  Subject: 'Subject',
};

export function certificateSvg(input: CertificateInput): string {
  const colour = TIER_COLOURS[input.tier] ?? '#e3b341';
  const name = escapeXml(fit(input.learnerName || 'Learner', 34));
  const badge = escapeXml(fit(input.badgeName, 40));
  const kind = escapeXml(KIND_LABEL[input.badgeKind] ?? input.badgeKind);
  const tier = escapeXml(input.tier);
  const rank = input.contestRank ? ` · Rank ${input.contestRank}` : '';
  const W = CERTIFICATE_WIDTH;
  const H = CERTIFICATE_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#101725"/><stop offset="1" stop-color="#1d2a44"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect x="18" y="18" width="${W - 36}" height="${H - 36}" rx="18" fill="none" stroke="${colour}" stroke-width="4"/>
  <text x="${W / 2}" y="96" text-anchor="middle" font-family="DejaVu Sans" font-size="22" letter-spacing="6" fill="#9fb0cc">CERTIFICATE OF ACHIEVEMENT</text>
  <g transform="translate(${W / 2} 190)">
    <circle r="58" fill="${colour}"/>
    <circle r="46" fill="none" stroke="#101725" stroke-width="4"/>
    <text y="14" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#101725">${tier.charAt(0)}</text>
  </g>
  <text x="${W / 2}" y="300" text-anchor="middle" font-family="DejaVu Sans" font-size="22" fill="#c9d4e8">This certifies that</text>
  <text x="${W / 2}" y="352" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="44" fill="#ffffff">${name}</text>
  <text x="${W / 2}" y="404" text-anchor="middle" font-family="DejaVu Sans" font-size="24" fill="#c9d4e8">earned the <tspan font-weight="bold" fill="${colour}">${tier}</tspan> badge in</text>
  <text x="${W / 2}" y="450" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="#ffffff">${badge}</text>
  <text x="${W / 2}" y="520" text-anchor="middle" font-family="DejaVu Sans" font-size="20" fill="#9fb0cc">${kind}${rank} · ${escapeXml(input.date)}</text>
</svg>`;
}

export function renderCertificatePng(input: CertificateInput): Buffer {
  return renderSvgToPng(certificateSvg(input));
}

/** A small in-memory cache of rendered certificates, entries live for the certificate cache time. */
export function createCertificateCache(opts: { maxEntries?: number; now?: () => number } = {}) {
  return createPngCache(renderCertificatePng, { ...opts, ttlSeconds: BADGE_CERTIFICATE_CACHE_SECONDS });
}
export type CertificateCache = ReturnType<typeof createCertificateCache>;
