/**
 * The feedback dialog (spec 02 §2 "Other": a dialog with a single dropdown; §5 its rules; §8 its messages): the
 * issue is required ("Please select an issue"), "Other" is always appended to the options and then needs a comment
 * ("This field is required"), the comment label defaults to "Additional Comments", and submit is disabled while
 * invalid and while sending. Since a disabled submit can't be "tried", a field's message shows once the learner
 * leaves it empty (blur), tied to the field by aria-describedby and aria-invalid. After sending: a thank-you; a
 * failed send shows no error text (spec 02 §8: "No other user-facing error text is shown") but keeps what was
 * typed and turns Submit into "Try again". Modal on Radix Dialog: centred on desktop, a full-width
 * bottom sheet on phones (< 600px). The rules are @katana/shared/engagement/feedback.
 */
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { clsx } from 'clsx';
import {
  FEEDBACK_COMMENT_LABEL,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_OTHER,
  canSubmitFeedback,
  feedbackOptions,
  validateFeedback,
} from '@katana/shared/engagement/feedback';
import { buttonClasses, iconButtonClasses } from '../ui/button-styles.ts';
import { CloseIcon } from '../ui/icons.tsx';

export interface FeedbackValue {
  issue: string;
  comment: string;
}

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** The issues to offer; "Other" is appended by the dialog. */
  options: readonly string[];
  commentLabel?: string;
  /** Sends the report; after a rejection the submit button offers "Try again". */
  onSubmit(value: FeedbackValue): Promise<unknown>;
  /** The element that opens the dialog (optional: the dialog may be opened from state alone). */
  trigger?: ReactNode;
}

export const FEEDBACK_PLACEHOLDER = 'Select an issue';
export const FEEDBACK_SENT = 'Thanks! Your report was sent.';

export function FeedbackDialog({ open, onOpenChange, title, trigger, ...form }: FeedbackDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className={clsx(
            'fixed z-50 flex w-full flex-col bg-surface text-fg shadow-xl outline-none',
            // Phones: a full-width sheet from the bottom; wider: a centred card.
            'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl border-t border-line',
            'min-[600px]:inset-x-auto min-[600px]:bottom-auto min-[600px]:top-1/2 min-[600px]:left-1/2 min-[600px]:w-[440px]',
            'min-[600px]:-translate-x-1/2 min-[600px]:-translate-y-1/2 min-[600px]:rounded-2xl min-[600px]:border',
          )}
        >
          <div className="flex items-center justify-between gap-3 px-5 pt-4">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClasses} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* Mounted only while open, so every opening starts with an empty form. */}
          <FeedbackForm {...form} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Status = 'editing' | 'sending' | 'sent' | 'failed';

function FeedbackForm({
  options,
  commentLabel = FEEDBACK_COMMENT_LABEL,
  onSubmit,
  onDone,
}: Pick<FeedbackDialogProps, 'options' | 'commentLabel' | 'onSubmit'> & { onDone(): void }) {
  const [issue, setIssue] = useState('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState({ issue: false, comment: false });
  const [status, setStatus] = useState<Status>('editing');
  const ids = { issue: useId(), issueError: useId(), comment: useId(), commentError: useId() };

  const value = { issue: issue || null, comment };
  const errors = validateFeedback(value);
  const shown = {
    issue: touched.issue ? errors.issue : undefined,
    comment: touched.comment ? errors.comment : undefined,
  };
  const commentRequired = issue === FEEDBACK_OTHER;
  const sending = status === 'sending';

  async function send() {
    if (!canSubmitFeedback(value) || sending) return;
    setStatus('sending');
    try {
      await onSubmit({ issue, comment: comment.trim() });
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <div className="flex flex-col gap-4 px-5 pt-3 pb-5">
        <p role="status" className="text-sm text-fg-muted">
          {FEEDBACK_SENT}
        </p>
        {/* The submit button that held focus is gone: focus the way out, so keyboard users aren't dropped. */}
        <button
          type="button"
          autoFocus
          onClick={onDone}
          className={buttonClasses('primary', 'md', 'self-end')}
        >
          Done
        </button>
      </div>
    );
  }

  const fieldClasses = (invalid: boolean) =>
    clsx(
      'w-full rounded-lg border bg-surface px-3 text-sm text-fg outline-none focus:ring-2',
      invalid ? 'border-red-500 focus:ring-red-500/40' : 'border-line focus:ring-accent/40',
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pt-3 pb-5"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.issue} className="text-sm font-medium">
          Issue
        </label>
        <select
          id={ids.issue}
          value={issue}
          required
          disabled={sending}
          aria-invalid={shown.issue ? true : undefined}
          aria-describedby={shown.issue ? ids.issueError : undefined}
          onChange={(e) => setIssue(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, issue: true }))}
          className={clsx(fieldClasses(!!shown.issue), 'h-10')}
        >
          <option value="" disabled>
            {FEEDBACK_PLACEHOLDER}
          </option>
          {feedbackOptions(options).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        {shown.issue && <FieldError id={ids.issueError}>{shown.issue}</FieldError>}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.comment} className="text-sm font-medium">
          {commentLabel}
          {commentRequired && (
            <span aria-hidden className="ml-0.5 text-red-600 dark:text-red-400">
              *
            </span>
          )}
        </label>
        <textarea
          id={ids.comment}
          rows={4}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          required={commentRequired}
          readOnly={sending}
          aria-invalid={shown.comment ? true : undefined}
          aria-describedby={shown.comment ? ids.commentError : undefined}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, comment: true }))}
          className={clsx(fieldClasses(!!shown.comment), 'resize-none py-2')}
        />
        {shown.comment && <FieldError id={ids.commentError}>{shown.comment}</FieldError>}
      </div>

      <div className="flex flex-col-reverse gap-2 min-[600px]:flex-row min-[600px]:justify-end">
        <Dialog.Close className={buttonClasses('secondary', 'md')}>Cancel</Dialog.Close>
        <button
          type="submit"
          disabled={!canSubmitFeedback(value) || sending}
          className={buttonClasses('primary', 'md')}
        >
          {sending ? 'Sending…' : status === 'failed' ? 'Try again' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs font-medium text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}
