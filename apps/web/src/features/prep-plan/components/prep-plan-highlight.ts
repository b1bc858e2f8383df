/**
 * The prep-plan highlight of spec 02: the flag NAVBAR_INTERVIEW_TAB_PREP_PLAN (key, expiry timestamp, tab, module)
 * "is stored locally only if the user is signed in and the current time is before its expiry". While it holds, the
 * page shows the plan as new.
 */
import { useEffect } from 'react';
import { PREP_PLAN_HIGHLIGHT_EXPIRY, storesPrepPlanHighlight } from '@katana/shared/engagement/dialogs';

export const PREP_PLAN_HIGHLIGHT_KEY = 'NAVBAR_INTERVIEW_TAB_PREP_PLAN';

export function usePrepPlanHighlight(signedIn: boolean, nowSeconds: number): boolean {
  const show = storesPrepPlanHighlight(signedIn, nowSeconds);
  useEffect(() => {
    if (!show) return;
    try {
      localStorage.setItem(
        PREP_PLAN_HIGHLIGHT_KEY,
        JSON.stringify({
          key: PREP_PLAN_HIGHLIGHT_KEY,
          expiry: PREP_PLAN_HIGHLIGHT_EXPIRY,
          tab: 'INTERVIEW_PREP',
          module: 'prep-plan',
        }),
      );
    } catch {
      // Storage may be unavailable (private mode): the highlight is only a hint.
    }
  }, [show]);
  return show;
}
