/** 'Suggest an edit': which part of the problem and the proposed change, sent to POST .../suggest_edit. */
import { useState, type FormEvent } from 'react';
import {
  SUGGESTION_MAX,
  SUGGESTION_SECTIONS,
  suggestEditBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useSuggestEdit } from '../api/suggest-edit.ts';
import { ClassroomDialog } from './classroom-dialog.tsx';
import { fieldClasses, FormError } from './form-bits.tsx';

type Section = (typeof SUGGESTION_SECTIONS)[number];

export const SECTION_LABEL: Record<Section, string> = {
  statement: 'Statement',
  editorial: 'Editorial',
  hints: 'Hints',
  test_cases: 'Test cases',
  other: 'Other',
};

export function SuggestEditDialog({
  slug,
  open,
  onOpenChange,
}: {
  slug: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const notify = useNotify();
  const suggest = useSuggestEdit(slug);
  const [section, setSection] = useState<Section>('statement');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = { section, suggestion: text };
    const parsed = suggestEditBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Describe the edit.');
      return;
    }
    setError(null);
    suggest.mutate(body, {
      onSuccess: () => {
        notify({ kind: 'success', title: 'Thanks! Your suggestion was sent.' });
        setText('');
        onOpenChange(false);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <ClassroomDialog open={open} onOpenChange={onOpenChange} title="Suggest an edit">
      <form onSubmit={send} className="flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Section
          <select
            value={section}
            onChange={(e) => setSection(e.target.value as Section)}
            className={fieldClasses}
          >
            {SUGGESTION_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Your suggestion
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            maxLength={SUGGESTION_MAX}
            aria-invalid={error !== null}
            className={fieldClasses}
          />
        </label>
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={suggest.isPending}>
            Send suggestion
          </button>
        </div>
      </form>
    </ClassroomDialog>
  );
}
