/**
 * One test of a series: type, duration, problems, window, the learner's status, and Start / Resume / View result
 * (spec 03 §3 offering and test statuses, computed by the server with the shared rules).
 */
import { Link, useNavigate } from 'react-router';
import type { TestOffering } from '@katana/shared/api/test-series';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useStartTest } from '../api/start-test.ts';
import { Chip } from './contest-badges.tsx';
import { contestWhen, durationLabel } from './contest-format.ts';

const STATUS: Record<TestOffering['test_status'], string> = {
  TEST_NOT_ATTEMPTED: 'Not attempted',
  TEST_STARTED: 'In progress',
  TEST_ATTEMPTED_OR_SUBMITTED: 'Submitted',
};

export function TestCard({ slug, test }: { slug: string; test: TestOffering }) {
  const auth = useAuth();
  const login = useLoginDialog();
  const notify = useNotify();
  const navigate = useNavigate();
  const start = useStartTest(slug);
  const path = `/test-series/${encodeURIComponent(slug)}/${test.offering_id}`;

  let action = null;
  if (!auth.isAuthenticated) {
    action = (
      <button
        type="button"
        className={buttonClasses('primary', 'sm')}
        onClick={() => login.openLogin({ source: 'test_series_detail', variant: 'panel', dismissible: true })}
      >
        Login to start
      </button>
    );
  } else if (test.offering_status === 'ACTIVE') {
    action = (
      <Link to={path} className={buttonClasses('primary', 'sm')}>
        Resume test
      </Link>
    );
  } else if (test.can_start) {
    action = (
      <button
        type="button"
        className={buttonClasses('primary', 'sm')}
        disabled={start.isPending}
        onClick={() =>
          start.mutate(test.offering_id, {
            onSuccess: () => void navigate(path),
            onError: (e) => notify({ kind: 'error', title: 'Could not start the test', message: e.message }),
          })
        }
      >
        Start test
      </button>
    );
  } else if (test.timed_test_taken) {
    action = (
      <Link to={path} className={buttonClasses('secondary', 'sm')}>
        View result
      </Link>
    );
  }

  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-fg">{test.name}</h3>
          <p className="mt-1 text-sm text-fg-muted">
            {durationLabel(test.duration)} · {test.total_problems} problem
            {test.total_problems === 1 ? '' : 's'} · open until {contestWhen(test.closes_at)}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Chip className="border border-line text-fg-muted">
              {test.offering_type === 'ShuffleTest' ? 'Shuffled order' : 'Timed test'}
            </Chip>
            {auth.isAuthenticated && (
              <Chip className="bg-surface-muted text-fg-muted">{STATUS[test.test_status]}</Chip>
            )}
          </div>
          {test.instructions && (
            <p className="mt-2 whitespace-pre-line text-sm text-fg">{test.instructions}</p>
          )}
        </div>
        <div className="shrink-0">{action}</div>
      </div>
    </li>
  );
}
