/**
 * The POTD header tooltip's local flag (spec 01 §9 "Local storage keys include the POTD header tooltip"): once it
 * has been shown on this browser it is not shown again. Storage that throws (private mode, quota) counts as seen,
 * so a broken storage never shows the tooltip on every page.
 */
import type { PageKind } from '@katana/shared/page-kinds';

export const POTD_TOOLTIP_KEY = 'potd_header_tooltip_seen';
/** Spec 01 §9 "POTD tooltip auto-hide 10 s". */
export const POTD_TOOLTIP_AUTO_HIDE_MS = 10_000;

/** Classrooms (contest, guided path, problem), the test-series test and the POTD pages themselves. */
export const POTD_TOOLTIP_HIDDEN_ON: ReadonlySet<PageKind> = new Set<PageKind>([
  'contest-classroom',
  'guided-path-classroom',
  'problem',
  'test-series-test',
  'problem-of-the-day',
]);

export function tooltipSeen(): boolean {
  try {
    return localStorage.getItem(POTD_TOOLTIP_KEY) === 'true';
  } catch {
    return true;
  }
}

export function markTooltipSeen(): void {
  try {
    localStorage.setItem(POTD_TOOLTIP_KEY, 'true');
  } catch {
    // Nothing to remember it in: tooltipSeen() already answers true here.
  }
}
