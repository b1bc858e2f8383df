/** The feature's own small icons (decorative; the controls around them carry the labels). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const svg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const BoltIcon = (p: IconProps) => (
  <svg width="18" height="18" {...svg} {...p}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" stroke="none" />
  </svg>
);

export const LockIcon = (p: IconProps) => (
  <svg width="16" height="16" {...svg} {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export const TrophyIcon = (p: IconProps) => (
  <svg width="18" height="18" {...svg} {...p}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
  </svg>
);
