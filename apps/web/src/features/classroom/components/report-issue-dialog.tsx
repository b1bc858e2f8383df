/** 'Report an issue' (spec 03 §3 "Issue report"): the kind of issue and what is wrong, sent to POST /api/v1/reports. */
import { useState, type FormEvent } from 'react';
import { ISSUE_TYPES, REPORT_DETAIL_MAX, reportIssueBodySchema } from '@katana/shared/api/practice-catalogue';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useReportIssue } from '../api/report-issue.ts';
import { ClassroomDialog } from './classroom-dialog.tsx';
import { fieldClasses, FormError } from './form-bits.tsx';

export const ISSUE_TYPE_LABEL: Record<(typeof ISSUE_TYPES)[number], string> = {
  WRONG_TEST_CASE: 'A test case is wrong',
  UNCLEAR_STATEMENT: 'The statement is unclear',
  WRONG_SOLUTION: 'The solution is wrong',
  TYPO: 'Typo',
  OTHER: 'Something else',
};

export function ReportIssueDialog({
  problemId,
  open,
  onOpenChange,
}: {
  problemId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const notify = useNotify();
  const report = useReportIssue();
  const [issueType, setIssueType] = useState<(typeof ISSUE_TYPES)[number]>('WRONG_TEST_CASE');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      entity_type: 'problem' as const,
      entity_id: String(problemId),
      issue_type: issueType,
      issue_detail: detail,
      source: 'problem_classroom',
    };
    const parsed = reportIssueBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Describe the issue.');
      return;
    }
    setError(null);
    report.mutate(body, {
      onSuccess: () => {
        notify({ kind: 'success', title: 'Thanks! Your report was sent.' });
        setDetail('');
        onOpenChange(false);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <ClassroomDialog open={open} onOpenChange={onOpenChange} title="Report an issue">
      <form onSubmit={send} className="flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Issue
          <select
            value={issueType}
            onChange={(e) => setIssueType(e.target.value as typeof issueType)}
            className={fieldClasses}
          >
            {ISSUE_TYPES.map((t) => (
              <option key={t} value={t}>
                {ISSUE_TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Details
          <textarea
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
            rows={5}
            maxLength={REPORT_DETAIL_MAX}
            aria-invalid={error !== null}
            className={fieldClasses}
          />
        </label>
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClasses('secondary')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={report.isPending}>
            Send report
          </button>
        </div>
      </form>
    </ClassroomDialog>
  );
}
