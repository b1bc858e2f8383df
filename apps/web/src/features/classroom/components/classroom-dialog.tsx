/** A centred modal for the classroom's small forms (report an issue, suggest an edit, reset the code). */
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useReturnFocus } from '../../../lib/a11y/use-return-focus.ts';

export interface ClassroomDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

export function ClassroomDialog({ open, onOpenChange, title, description, children }: ClassroomDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl outline-none"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClasses} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-3 text-sm text-fg-muted">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
