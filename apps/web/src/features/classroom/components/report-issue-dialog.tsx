/** 'Report an issue' (spec 03 §3 "Issue report"): the kind of issue and what is wrong, sent to POST /api/v1/reports. */
import { ISSUE_TYPES, REPORT_DETAIL_MAX, reportIssueBodySchema } from '@katana/shared/api/practice-catalogue';
import { useReportIssue } from '../api/report-issue.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

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
  const report = useReportIssue();
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report an issue"
      choiceLabel="Issue"
      choices={ISSUE_TYPES}
      choiceText={ISSUE_TYPE_LABEL}
      initialChoice="WRONG_TEST_CASE"
      textLabel="Details"
      rows={5}
      maxLength={REPORT_DETAIL_MAX}
      submitLabel="Send report"
      successTitle="Thanks! Your report was sent."
      invalidMessage="Describe the issue."
      schema={reportIssueBodySchema}
      toBody={(issueType, detail) => ({
        entity_type: 'problem' as const,
        entity_id: String(problemId),
        issue_type: issueType,
        issue_detail: detail,
        source: 'problem_classroom',
      })}
      sender={report}
    />
  );
}
