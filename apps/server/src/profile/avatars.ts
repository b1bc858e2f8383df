/**
 * The 12 default avatars (spec 02 §10): simple geometric faces on coloured grounds, drawn here as SVG so they need
 * no image files. A learner without an uploaded picture shows one; a new learner gets one picked from their uuid.
 */
import { DEFAULT_AVATAR_COUNT } from '@katana/shared/api/profile';

const GROUNDS = [
  ['#fde68a', '#b45309'],
  ['#bfdbfe', '#1d4ed8'],
  ['#bbf7d0', '#15803d'],
  ['#fecaca', '#b91c1c'],
  ['#ddd6fe', '#6d28d9'],
  ['#fbcfe8', '#be185d'],
  ['#a5f3fc', '#0e7490'],
  ['#fed7aa', '#c2410c'],
  ['#d9f99d', '#4d7c0f'],
  ['#e2e8f0', '#334155'],
  ['#c7d2fe', '#4338ca'],
  ['#99f6e4', '#0f766e'],
] as const;

/** Eyes and mouth vary with the avatar so no two look alike. */
function face(n: number, ink: string): string {
  const eyes =
    n % 3 === 0
      ? `<rect x="34" y="40" width="8" height="8" rx="2" fill="${ink}"/><rect x="58" y="40" width="8" height="8" rx="2" fill="${ink}"/>`
      : n % 3 === 1
        ? `<circle cx="38" cy="44" r="5" fill="${ink}"/><circle cx="62" cy="44" r="5" fill="${ink}"/>`
        : `<path d="M32 46 q6 -8 12 0 M56 46 q6 -8 12 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const mouth =
    n % 4 === 0
      ? `<path d="M38 62 q12 12 24 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : n % 4 === 1
        ? `<rect x="40" y="62" width="20" height="5" rx="2.5" fill="${ink}"/>`
        : n % 4 === 2
          ? `<circle cx="50" cy="65" r="5" fill="${ink}"/>`
          : `<path d="M38 64 q6 -6 12 0 q6 6 12 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return eyes + mouth;
}

const HEADS = [
  (fill: string) => `<circle cx="50" cy="52" r="30" fill="${fill}"/>`,
  (fill: string) => `<rect x="20" y="22" width="60" height="60" rx="14" fill="${fill}"/>`,
  (fill: string) => `<path d="M50 18 L84 80 L16 80 Z" fill="${fill}" transform="translate(0 4)"/>`,
  (fill: string) => `<ellipse cx="50" cy="54" rx="34" ry="28" fill="${fill}"/>`,
];

export function defaultAvatarSvg(avatar: number): string | null {
  if (!Number.isInteger(avatar) || avatar < 1 || avatar > DEFAULT_AVATAR_COUNT) return null;
  const [ground, ink] = GROUNDS[avatar - 1]!;
  const head = HEADS[(avatar - 1) % HEADS.length]!('#ffffff');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="256" height="256" role="img" aria-label="Default avatar ${avatar}"><rect width="100" height="100" fill="${ground}"/>${head}${face(avatar, ink)}</svg>`;
}

/** The avatar a learner who chose none shows: stable for their uuid. */
export function avatarForUuid(uuid: string): number {
  let sum = 0;
  for (const ch of uuid) sum = (sum * 31 + ch.charCodeAt(0)) % 1_000_003;
  return (sum % DEFAULT_AVATAR_COUNT) + 1;
}
