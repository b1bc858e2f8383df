/**
 * A side drawer on Radix Dialog: modal, focus-trapped, closed by Escape, the overlay or its close button. Full
 * width on phones (< 600px, NAV_BREAKPOINTS.mobile) and 360px above (the menu drawer and the notification drawer of
 * spec 01 both use that width).
 */
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { clsx } from 'clsx';
import { iconButtonClasses } from './button-styles.ts';
import { CloseIcon } from './icons.tsx';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The element that opens the sheet, e.g. a button; rendered through Radix so it gets aria-expanded. */
  trigger: ReactNode;
  title: ReactNode;
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  /** Called once the sheet has closed and focus is back on its trigger (a next dialog may open from there). */
  onClosed?: () => void;
}

export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  side = 'left',
  children,
  footer,
  onClosed,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix moves focus back to the trigger right after this event; a microtask runs once it has.
          onCloseAutoFocus={onClosed ? () => queueMicrotask(onClosed) : undefined}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-full flex-col bg-surface text-fg shadow-xl outline-none min-[600px]:w-[360px]',
            side === 'left' ? 'left-0' : 'right-0',
          )}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClasses} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
          {footer && <div className="flex shrink-0 flex-col gap-2 border-t border-line p-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
