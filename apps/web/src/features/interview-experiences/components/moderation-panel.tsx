/** A moderator's decision on a pending experience: approve (publish) or reject with a reason the author sees. */
import { useState } from 'react';
import { EXPERIENCE_LIMITS } from '@katana/shared/api/interview-experiences';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useReviewExperience } from '../api/review-experience.ts';

export function ModerationPanel({ slug }: { slug: string }) {
  const review = useReviewExperience();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && reason.trim().length < EXPERIENCE_LIMITS.reason.min) {
      setError('Tell the author why (at least 5 characters).');
      return;
    }
    setError(null);
    review.mutate(
      { slug, body: { decision, reason: reason.trim() } },
      {
        onSuccess: (r) => notify({ kind: 'success', title: r.message ?? 'Done' }),
        onError: (e) => setError(e.fields?.reason ?? e.message),
      },
    );
  };

  return (
    <section
      aria-label="Moderation"
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-4"
    >
      <h2 className="text-base font-semibold text-fg">Review this experience</h2>
      <label className="flex flex-col gap-1 text-sm text-fg">
        Reason (sent to the author when you reject)
        <textarea
          className="min-h-20 rounded-lg border border-line bg-surface p-2 text-sm text-fg"
          maxLength={EXPERIENCE_LIMITS.reason.max}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={review.isPending}
          onClick={() => decide('approve')}
        >
          Approve and publish
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={review.isPending}
          onClick={() => decide('reject')}
        >
          Reject
        </button>
      </div>
    </section>
  );
}
