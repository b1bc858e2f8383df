/** The level-up dialog: a LEVEL_UPGRADED message other than the level-2 leaderboard unlock (spec 02 §4 "EXP and levels"). */
import { Dialog } from 'radix-ui';
import { BoosterText } from '@katana/shared/engagement/booster-display';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

export function LevelUpDialog({ level, onClose }: { level: number; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          aria-describedby="level-up-text"
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[70] w-[min(360px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 text-center text-fg shadow-xl outline-none"
        >
          <div
            aria-hidden
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-500/15 text-3xl"
          >
            ★
          </div>
          <Dialog.Title className="mt-3 text-xl font-bold">Level {level} unlocked</Dialog.Title>
          <p id="level-up-text" className="mt-1 text-sm text-fg-muted">
            You reached Level {level}. Keep earning EXP to level up again.
          </p>
          <button type="button" className={buttonClasses('primary', 'md', 'mt-5 w-full')} onClick={onClose}>
            {BoosterText.BUTTON_GOT_IT}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
