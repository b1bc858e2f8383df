/**
 * Ordinal suffix for a rank (spec 02 §5; §9 "Ordinal suffix range 1 to 30"): only ranks 1 to 30 get one; other
 * numbers and non-numeric values get none. 11 to 13 get 'th'; otherwise a last digit of 1 gives 'st', 2 'nd',
 * 3 'rd', all else 'th'.
 */

export const ORDINAL_SUFFIX_MIN_RANK = 1;
export const ORDINAL_SUFFIX_MAX_RANK = 30;

/**
 * The suffix alone ('st', 'nd', 'rd', 'th' or ''). Numeric strings ('21') count as numbers since ranks often
 * arrive as text; a fractional rank is not a rank and gets none.
 */
export function ordinalSuffix(rank: unknown): '' | 'st' | 'nd' | 'rd' | 'th' {
  const n =
    typeof rank === 'number' ? rank : typeof rank === 'string' && rank.trim() !== '' ? Number(rank) : NaN;
  if (!Number.isInteger(n) || n < ORDINAL_SUFFIX_MIN_RANK || n > ORDINAL_SUFFIX_MAX_RANK) return '';
  if (n >= 11 && n <= 13) return 'th';
  switch (n % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** The rank followed by its suffix: 1 -> '1st', 23 -> '23rd', 31 -> '31'. */
export function withOrdinal(rank: number | string): string {
  return `${rank}${ordinalSuffix(rank)}`;
}
