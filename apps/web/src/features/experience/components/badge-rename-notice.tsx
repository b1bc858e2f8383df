/**
 * The badge-rename notice (spec 02 §2 "Dialogs", §4 "Badge popup and badge rename", §9 328 px): Ronin, Samurai and
 * Sensei are now Achiever, Specialist and Master. Shown when the local flag says true, or, when it is unknown, when
 * the server's show_popup says so; only its button dismisses it, which stores false here and sends the user event
 * BADGE_NAME_CHANGE_POPUP_SHOWN. The overlays mount it only on pages where popups may show.
 */
import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import {
  BADGE_NAME_CHANGE_POPUP_SHOWN,
  BADGE_RENAMES,
  badgeRenamePopupDecision,
  SHOW_BADGE_RENAME_POPUP_KEY,
} from '@katana/shared/engagement/badges';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { acknowledgeUserEvent } from '../api/acknowledge-user-event.ts';
import { useBadgeRenamePopup } from '../api/badge-rename-popup.ts';
import type { ViewerId } from '../api/query-keys.ts';

/** The flag is kept per user, so one learner's acknowledgement never hides the notice from another on this browser. */
export function badgeRenameFlagKey(viewer: ViewerId): string {
  return `${SHOW_BADGE_RENAME_POPUP_KEY}:${viewer}`;
}

function readFlag(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: ask the server
  }
}

function writeFlag(key: string, value: boolean) {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // storage blocked: the server's answer decides next time
  }
}

export function BadgeRenameNotice({ viewer }: { viewer: ViewerId }) {
  const key = badgeRenameFlagKey(viewer);
  const [decision] = useState(() => badgeRenamePopupDecision(readFlag(key)));
  const [dismissed, setDismissed] = useState(false);
  const server = useBadgeRenamePopup(viewer, decision === 'fetch');
  const fetched = server.data?.show_popup;

  useEffect(() => {
    if (fetched !== undefined) writeFlag(key, fetched);
  }, [fetched, key]);

  const open = !dismissed && (decision === 'show' || (decision === 'fetch' && fetched === true));
  if (!open) return null;

  const acknowledge = () => {
    setDismissed(true);
    writeFlag(key, false);
    void acknowledgeUserEvent(BADGE_NAME_CHANGE_POPUP_SHOWN).catch(() => false);
  };

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          aria-describedby="badge-rename-text"
          data-testid="badge-rename-notice"
          // Only its button dismisses it: no escape, no click outside.
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[70] w-[328px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl outline-none"
        >
          <div
            aria-hidden
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400"
          >
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
            >
              <path d="M8 2h8l-2.5 6h-3L8 2Z" />
              <circle cx="12" cy="15" r="6" />
              <path
                d="m12 12 1 2h2l-1.5 1.3.5 2.2-2-1.2-2 1.2.5-2.2L9 14h2l1-2Z"
                fill="currentColor"
                strokeWidth={1}
              />
            </svg>
          </div>
          <Dialog.Title className="mt-3 text-center text-lg font-bold">
            Our badges have new names
          </Dialog.Title>
          <p id="badge-rename-text" className="mt-1 text-center text-sm text-fg-muted">
            Your badges and progress stay the same; only the tier names changed.
          </p>
          <ul className="mt-4 space-y-2" aria-label="Renamed tiers">
            {Object.entries(BADGE_RENAMES).map(([before, after]) => (
              <li
                key={before}
                className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm"
              >
                <span className="text-fg-muted line-through decoration-fg-muted/60">{before}</span>
                <span aria-hidden className="text-fg-muted">
                  →
                </span>
                <span className="text-right font-semibold">
                  <span className="sr-only">is now </span>
                  {after}
                </span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={buttonClasses('primary', 'md', 'mt-5 w-full')}
            onClick={acknowledge}
          >
            Got it
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
