/**
 * The classroom's feedback form (report an issue, suggest an edit): pick what the note is about, write it, check it
 * with the endpoint's own schema before sending, thank the learner and close on success, show the error otherwise.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { ClassroomDialog } from './classroom-dialog.tsx';
import { fieldClasses, FormError } from './form-bits.tsx';

export interface FeedbackSender<Body> {
  mutate(body: Body, handlers: { onSuccess(): void; onError(error: Error): void }): void;
  isPending: boolean;
}

export interface FeedbackDialogProps<Choice extends string, Body> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  choiceLabel: string;
  choices: readonly Choice[];
  choiceText: Record<Choice, string>;
  initialChoice: Choice;
  textLabel: string;
  rows: number;
  maxLength: number;
  submitLabel: string;
  successTitle: string;
  /** Shown when the schema rejects the body without a message of its own. */
  invalidMessage: string;
  schema: z.ZodType;
  toBody(choice: Choice, text: string): Body;
  sender: FeedbackSender<Body>;
}

export function FeedbackDialog<Choice extends string, Body>(props: FeedbackDialogProps<Choice, Body>) {
  const { open, onOpenChange, sender } = props;
  const notify = useNotify();
  const [choice, setChoice] = useState<Choice>(props.initialChoice);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = props.toBody(choice, text);
    const parsed = props.schema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? props.invalidMessage);
      return;
    }
    setError(null);
    sender.mutate(body, {
      onSuccess: () => {
        notify({ kind: 'success', title: props.successTitle });
        setText('');
        onOpenChange(false);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <ClassroomDialog open={open} onOpenChange={onOpenChange} title={props.title}>
      <form onSubmit={send} className="flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {props.choiceLabel}
          <select
            value={choice}
            onChange={(e) => setChoice(e.target.value as Choice)}
            className={fieldClasses}
          >
            {props.choices.map((c) => (
              <option key={c} value={c}>
                {props.choiceText[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {props.textLabel}
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={props.rows}
            maxLength={props.maxLength}
            aria-invalid={error !== null}
            className={fieldClasses}
          />
        </label>
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={sender.isPending}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </ClassroomDialog>
  );
}
