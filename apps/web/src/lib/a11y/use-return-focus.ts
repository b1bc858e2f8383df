/**
 * Focus goes back where it was when a dialog closes (WCAG 2.4.3). Radix returns focus to a `Dialog.Trigger`; a dialog
 * opened from code (a button's onClick, a page event) has none, and focus would fall to the page's top. Spread the
 * handlers on `Dialog.Content`: the element that had focus as the dialog opened gets it back, or, if it has gone (or
 * nothing had focus), the page's main region does, without scrolling.
 */
import { useMemo, useRef } from 'react';
import { MAIN_ID } from './main-region.ts';

export interface ReturnFocusHandlers {
  onOpenAutoFocus(event: Event): void;
  onCloseAutoFocus(event: Event): void;
}

export function useReturnFocus(): ReturnFocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      onCloseAutoFocus(event: Event) {
        event.preventDefault();
        const back = opener.current;
        opener.current = null;
        if (back?.isConnected) back.focus();
        else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      },
    }),
    [],
  );
}
