/**
 * The two-step navigation tour (spec 01 §2 "Header widgets and tours", §4): step 1/2 points at the Practice menu
 * ('Click here to view all problems.'), step 2/2 at Resources; in the side navigation of pages without the header
 * at its Problems link and its menus; below the desktop breakpoint both steps point at the menu button. Next goes to step 2; Finish, the close icon or Escape acknowledge it (PS_NAV_ONBOARDING) and hide it for
 * good. It never takes focus from the page, is not dismissed by clicks elsewhere, and hides while another dialog is
 * open.
 */
import { useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useAuthStore } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { acknowledgeOnboarding } from '../api/acknowledge-event.ts';
import { navigationTourSteps } from '../hooks/onboarding-rules.ts';
import { ONBOARDING_ATTR, useOtherDialogOpen } from '../hooks/use-other-dialog-open.ts';

/** The shell marks the tour's targets with this attribute (top-nav, dashboard-nav, mobile-nav-drawer); data-tour-side='right' in a side column. */
export const TOUR_ANCHOR_ATTR = 'data-tour-anchor';

function findAnchor(name: string): HTMLElement | null {
  // The header renders either the desktop menus or the menu button, never both.
  return (
    document.querySelector<HTMLElement>(`[${TOUR_ANCHOR_ATTR}="${name}"]`) ??
    document.querySelector<HTMLElement>(`[${TOUR_ANCHOR_ATTR}="menu"]`)
  );
}

/** The anchor of the current step, looked up again when the header changes (desktop menus vs the menu button). */
function useAnchor(name: string): HTMLElement | null {
  const [anchor, setAnchor] = useState<HTMLElement | null>(() => findAnchor(name));
  useEffect(() => {
    const update = () => setAnchor(findAnchor(name));
    update();
    // The header swaps its menus for the menu button at the breakpoint, and the button's code loads lazily.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [name]);
  return anchor;
}

export function NavigationTour({ brand = appConfig.brandName }: { brand?: string }) {
  const store = useAuthStore();
  const steps = navigationTourSteps(brand);
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const anchor = useAnchor(step.anchor);
  const covered = useOtherDialogOpen();
  const last = index === steps.length - 1;

  const finish = () => {
    acknowledgeOnboarding('PS_NAV_ONBOARDING').catch(() => {});
    store.dispatch({ type: 'navigation-tour-seen' });
  };

  if (!anchor || covered) return null;
  const counter = `${index + 1}/${steps.length}`;
  return (
    <Popover.Root open onOpenChange={(open) => !open && finish()}>
      <Popover.Anchor virtualRef={{ current: anchor }} />
      <Popover.Portal>
        <Popover.Content
          {...{ [ONBOARDING_ATTR]: '' }}
          data-testid="navigation-tour"
          aria-label={`Navigation tour, step ${counter}`}
          side={anchor.dataset['tourSide'] === 'right' ? 'right' : 'bottom'}
          align="start"
          sideOffset={10}
          collisionPadding={12}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="z-30 w-[min(300px,calc(100vw-24px))] rounded-xl border-2 border-accent bg-surface p-4 text-fg shadow-xl outline-none"
        >
          <div className="flex items-start gap-2">
            <p className="flex-1 text-sm font-medium">{step.text}</p>
            <button
              type="button"
              aria-label="Close tour"
              className={`${iconButtonClasses} -mr-2 -mt-2`}
              onClick={finish}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="mt-3 flex items-center justify-between">
            <span className="text-xs font-semibold text-fg-muted">{counter}</span>
            <button
              type="button"
              className={buttonClasses('primary', 'sm')}
              onClick={() => (last ? finish() : setIndex(index + 1))}
            >
              {last ? 'Finish' : 'Next'}
            </button>
          </div>
          <Popover.Arrow className="fill-accent" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
