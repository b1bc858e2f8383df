/**
 * The challenge share cards (spec 02 §2 share card types challenge achievement and challenge badge; §9 "Share image
 * meta 1044 x 584"): the learner's days solved and board rank, or the Challenge badge (month index and level). Drawn
 * as SVG and rendered by engagement's share-image helper; renders are kept for the card's cache time.
 */
import type { ChallengeShareCard } from '@katana/shared/api/challenges';
import { createPngCache, escapeXml, fitText, renderSvgToPng, SHARE_IMAGE_SIZE } from '../engagement/index.ts';

export const CHALLENGE_CARD_CACHE_SECONDS = 300;

export interface ChallengeCardInput {
  card: ChallengeShareCard;
  brand: string;
  title: string;
  name: string;
  solved: number;
  days: number;
  rank: number | null;
  badge: { monthIndex: number; level: number } | null;
}

function facts(input: ChallengeCardInput): [string, string][] {
  if (input.card === 'challenge_badge' && input.badge)
    return [
      ['Level', String(input.badge.level)],
      ['Challenge month', `#${input.badge.monthIndex}`],
    ];
  return [
    ['Days solved', `${input.solved}/${input.days}`],
    ...(input.rank !== null ? ([['Board rank', `#${input.rank}`]] as [string, string][]) : []),
  ];
}

export function challengeCardSvg(input: ChallengeCardInput): string {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  const heading = input.card === 'challenge_badge' ? 'Challenge badge earned' : 'Challenge achievement';
  const factSvg = facts(input)
    .map(
      ([label, value], i) => `<g transform="translate(${72 + i * 340} 400)">
      <text font-size="64" font-weight="bold" fill="#f8fafc">${escapeXml(value)}</text>
      <text y="44" font-size="26" fill="#94a3b8">${escapeXml(label)}</text></g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#14213d"/>
  <rect x="0" y="0" width="12" height="${H}" fill="#fca311"/>
  <text x="72" y="100" font-size="30" font-weight="bold" fill="#fca311">${escapeXml(fitText(input.brand, 30))}</text>
  <text x="72" y="160" font-size="30" fill="#cbd5e1">${escapeXml(heading)}</text>
  <text x="72" y="240" font-size="60" font-weight="bold" fill="#f8fafc">${escapeXml(fitText(input.name, 28))}</text>
  <text x="72" y="300" font-size="32" fill="#cbd5e1">${escapeXml(fitText(input.title, 50))}</text>
  ${factSvg}
</svg>`;
}

export function createChallengeCardCache() {
  return createPngCache((input: ChallengeCardInput) => renderSvgToPng(challengeCardSvg(input)), {
    ttlSeconds: CHALLENGE_CARD_CACHE_SECONDS,
  });
}
