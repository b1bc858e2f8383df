/** 'Suggest an edit': which part of the problem and the proposed change, sent to POST .../suggest_edit. */
import {
  SUGGESTION_MAX,
  SUGGESTION_SECTIONS,
  suggestEditBodySchema,
} from '@katana/shared/api/practice-catalogue';
import { useSuggestEdit } from '../api/suggest-edit.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

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
  const suggest = useSuggestEdit(slug);
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Suggest an edit"
      choiceLabel="Section"
      choices={SUGGESTION_SECTIONS}
      choiceText={SECTION_LABEL}
      initialChoice="statement"
      textLabel="Your suggestion"
      rows={6}
      maxLength={SUGGESTION_MAX}
      submitLabel="Send suggestion"
      successTitle="Thanks! Your suggestion was sent."
      invalidMessage="Describe the edit."
      schema={suggestEditBodySchema}
      toBody={(section, suggestion) => ({ section, suggestion })}
      sender={suggest}
    />
  );
}
