/**
 * The finish-contest warning (spec 01 §3, spec 03 §2: "end test, button 'Submit'"): raised by Finish and by
 * closing the contest classroom while the contest can still be ended.
 */
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ClassroomDialog } from './classroom-dialog.tsx';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSubmit(): void;
  /** Closing the page without ending: leave the classroom, the contest keeps running. */
  onLeave?: () => void;
  submitting: boolean;
  unattempted: number;
}

export function FinishContestDialog({
  open,
  onOpenChange,
  onSubmit,
  onLeave,
  submitting,
  unattempted,
}: Props) {
  return (
    <ClassroomDialog
      open={open}
      onOpenChange={onOpenChange}
      title="End test?"
      description="Once you submit, you cannot make any more submissions in this contest."
    >
      {unattempted > 0 && (
        <p className="mb-3 text-sm text-fg">
          You have {unattempted} unattempted problem{unattempted === 1 ? '' : 's'}.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onLeave && (
          <button type="button" className={buttonClasses('ghost')} onClick={onLeave}>
            Leave without ending
          </button>
        )}
        <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button type="button" className={buttonClasses('primary')} disabled={submitting} onClick={onSubmit}>
          Submit
        </button>
      </div>
    </ClassroomDialog>
  );
}
