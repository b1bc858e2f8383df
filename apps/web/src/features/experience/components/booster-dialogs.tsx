/**
 * The booster popups (spec 02 §2 "Delayed-booster-gained dialog"; §4 "Active booster"): the booster a "Cross 40 Exp"
 * message starts, and the delayed booster earned by completing today's target, which counts down to its unlock
 * ("Unlocks in hh:mm:ss") and closes itself when the unlock time passes. Both close only by their button.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { boosterAppliedText, BoosterText, unlocksInText } from '@katana/shared/engagement/booster-display';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { engagementClock } from '../state/clock.ts';
import { BoltIcon } from './exp-icons.tsx';

function BoosterDialog({
  title,
  children,
  button,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  button: string;
  onClose(): void;
}) {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[70] w-[min(360px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 text-center text-fg shadow-xl outline-none"
        >
          <div
            aria-hidden
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-500/15 text-amber-500"
          >
            <BoltIcon width={32} height={32} />
          </div>
          <Dialog.Title className="mt-3 text-lg font-bold">{title}</Dialog.Title>
          {children}
          <button type="button" className={buttonClasses('primary', 'md', 'mt-5 w-full')} onClick={onClose}>
            {button}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function BoosterAddedDialog({
  multiplier,
  duration,
  onClose,
}: {
  multiplier: number;
  duration: number;
  onClose(): void;
}) {
  return (
    <BoosterDialog
      title={boosterAppliedText(multiplier, duration)}
      button={BoosterText.BUTTON_OKAY}
      onClose={onClose}
    />
  );
}

/** unlockTime in epoch seconds. */
export function DelayedBoosterDialog({ unlockTime, onClose }: { unlockTime: number; onClose(): void }) {
  const [now, setNow] = useState(() => engagementClock().now());
  const left = unlockTime - Math.floor(now / 1000);

  useEffect(() => {
    const clock = engagementClock();
    let handle: unknown;
    const tick = () => {
      setNow(clock.now());
      handle = clock.set(tick, 1000);
    };
    handle = clock.set(tick, 1000);
    return () => clock.clear(handle);
  }, []);

  // "The delayed-booster popup closes itself when unlock time passes."
  useEffect(() => {
    if (left <= 0) onClose();
  }, [left, onClose]);

  return (
    <BoosterDialog
      title={BoosterText.TODAYS_TARGET_COMPLETED}
      button={BoosterText.BUTTON_COME_TOMORROW}
      onClose={onClose}
    >
      <p className="mt-1 text-sm text-fg-muted">{BoosterText.COME_TOMORROW}</p>
      <p className="mt-3 inline-block rounded-lg bg-surface-muted px-3 py-1 text-sm font-semibold tabular-nums">
        {unlocksInText(left)}
      </p>
    </BoosterDialog>
  );
}
