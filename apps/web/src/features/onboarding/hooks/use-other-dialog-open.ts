/**
 * Whether a dialog other than the onboarding's own is open (the login dialog, a drawer, a reward screen...): the
 * onboarding never shows over another dialog (issue 21). Radix mounts dialogs into the body while they are open, so
 * watching the body's children is enough.
 */
import { useEffect, useState } from 'react';

/** Onboarding surfaces carry this attribute, so they do not count as "another dialog". */
export const ONBOARDING_ATTR = 'data-onboarding';

function otherDialogOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some(
    (el) => !el.closest(`[${ONBOARDING_ATTR}]`),
  );
}

export function useOtherDialogOpen(): boolean {
  const [open, setOpen] = useState(otherDialogOpen);
  useEffect(() => {
    const update = () => setOpen(otherDialogOpen());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    update();
    return () => observer.disconnect();
  }, []);
  return open;
}
