/**
 * A public profile's share card (its og:image, spec 02 §9 "Share image meta 1044 x 584"): the learner's name,
 * screen name, level, problems solved and college, each only when the learner shows it. Drawn as SVG and rendered
 * by the share-image helper; renders are kept for the card's cache time.
 */
import { createPngCache, escapeXml, fitText, renderSvgToPng, SHARE_IMAGE_SIZE } from '../engagement/index.ts';

export const PROFILE_CARD_CACHE_SECONDS = 300;

export interface ProfileCardInput {
  brand: string;
  name: string;
  screenName: string | null;
  level: number | null;
  solved: number | null;
  college: string | null;
}

export function profileCardSvg(input: ProfileCardInput): string {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  const facts = [
    input.level !== null ? ['Level', String(input.level)] : null,
    input.solved !== null ? ['Problems solved', String(input.solved)] : null,
  ].filter((f): f is string[] => f !== null);
  const factSvg = facts
    .map(
      ([label, value], i) => `<g transform="translate(${72 + i * 300} 380)">
      <text font-size="64" font-weight="bold" fill="#f8fafc">${escapeXml(value!)}</text>
      <text y="44" font-size="26" fill="#94a3b8">${escapeXml(label!)}</text></g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect x="0" y="0" width="12" height="${H}" fill="#f59e0b"/>
  <text x="72" y="110" font-size="30" font-weight="bold" fill="#f59e0b">${escapeXml(fitText(input.brand, 30))}</text>
  <text x="72" y="210" font-size="68" font-weight="bold" fill="#f8fafc">${escapeXml(fitText(input.name, 26))}</text>
  ${input.screenName ? `<text x="72" y="262" font-size="32" fill="#cbd5e1">@${escapeXml(fitText(input.screenName, 30))}</text>` : ''}
  ${input.college ? `<text x="72" y="316" font-size="28" fill="#94a3b8">${escapeXml(fitText(input.college, 60))}</text>` : ''}
  ${factSvg}
</svg>`;
}

export function createProfileCardCache() {
  return createPngCache((input: ProfileCardInput) => renderSvgToPng(profileCardSvg(input)), {
    ttlSeconds: PROFILE_CARD_CACHE_SECONDS,
  });
}
