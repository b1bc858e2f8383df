/**
 * "Report an issue": a link-styled button that opens the feedback dialog for one engagement area (its issues from
 * FEEDBACK_AREAS) and sends the report with the page the learner is on. Mounting it is one line.
 */
import { useState } from 'react';
import { clsx } from 'clsx';
import { FEEDBACK_AREAS, type FeedbackArea } from '@katana/shared/engagement/feedback';
import { FEEDBACK_PAGE_MAX_LENGTH } from '@katana/shared/engagement/api-feedback';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { sendFeedback } from './send-feedback.ts';

const TITLES: Record<FeedbackArea, string> = {
  exp: 'Report an EXP issue',
  leaderboard: 'Report a leaderboard issue',
  notifications: 'Report a notification issue',
};

export const REPORT_ISSUE_LABEL = 'Report an issue';

export function ReportIssue({ area, className }: { area: FeedbackArea; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={setOpen}
      title={TITLES[area]}
      options={FEEDBACK_AREAS[area]}
      onSubmit={({ issue, comment }) =>
        sendFeedback({
          area,
          issue,
          comment,
          page: window.location.pathname.slice(0, FEEDBACK_PAGE_MAX_LENGTH),
        })
      }
      trigger={
        <button
          type="button"
          className={clsx('text-xs font-medium text-fg-muted hover:text-accent hover:underline', className)}
        >
          {REPORT_ISSUE_LABEL}
        </button>
      }
    />
  );
}
