/**
 * What the caller can do with a contest (from the participation the server computed with contest-lifecycle):
 * log in, register / unregister, start, enter a running attempt, start a virtual attempt of a past contest,
 * open the problems after the end, and add the contest to a calendar (.ics).
 */
import { Link, useNavigate } from 'react-router';
import type { ContestDetail } from '@katana/shared/api/contests';
import { contestClassroomPath } from '@katana/shared/contests/contest-category';
import { ContestPaths } from '@katana/shared/api/contests';
import { fillPath } from '@katana/shared/api/paths';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useSetRegistration } from '../api/contest-registration.ts';
import { useStartContest } from '../api/start-contest.ts';

export function ContestActions({ contest }: { contest: ContestDetail }) {
  const user = contest.user;
  const login = useLoginDialog();
  const notify = useNotify();
  const navigate = useNavigate();
  const registration = useSetRegistration(contest.slug);
  const start = useStartContest();
  const classroom = contestClassroomPath(contest.slug, contest.id);
  const busy = registration.isPending || start.isPending;

  const fail = (title: string) => (error: { message: string }) =>
    notify({ kind: 'error', title, message: error.message });
  const register = (value: boolean) =>
    registration.mutate(
      { contestId: contest.id, register: value },
      { onError: fail(value ? 'Could not register' : 'Could not unregister') },
    );
  const begin = (virtual: boolean) =>
    start.mutate(
      { slug: contest.slug, offeringId: contest.id, virtual },
      { onSuccess: () => void navigate(classroom), onError: fail('Could not start the contest') },
    );

  const buttons = [];
  if (!user) {
    buttons.push(
      <button
        key="login"
        type="button"
        className={buttonClasses('primary')}
        onClick={() => login.openLogin({ source: 'contest_detail', variant: 'panel', dismissible: true })}
      >
        Login to register
      </button>,
    );
  } else {
    if (user.offering_status === 'ACTIVE')
      buttons.push(
        <Link key="enter" to={classroom} className={buttonClasses('primary')}>
          {user.virtual ? 'Continue virtual contest' : 'Enter contest'}
        </Link>,
      );
    if (user.can_start && user.registered)
      buttons.push(
        <button
          key="start"
          type="button"
          className={buttonClasses('primary')}
          disabled={busy}
          onClick={() => begin(false)}
        >
          Start contest
        </button>,
      );
    if (!user.registered && user.can_register)
      buttons.push(
        <button
          key="register"
          type="button"
          className={buttonClasses('primary')}
          disabled={busy}
          onClick={() => register(true)}
        >
          Register
        </button>,
      );
    if (user.can_unregister)
      buttons.push(
        <button
          key="unregister"
          type="button"
          className={buttonClasses('secondary')}
          disabled={busy}
          onClick={() => register(false)}
        >
          Unregister
        </button>,
      );
    if (user.can_start_virtual)
      buttons.push(
        <button
          key="virtual"
          type="button"
          className={buttonClasses('primary')}
          disabled={busy}
          onClick={() => begin(true)}
        >
          Start virtual contest
        </button>,
      );
  }
  if (contest.phase === 'ended' && contest.problems_visible && user?.offering_status !== 'ACTIVE')
    buttons.push(
      <Link key="problems" to={classroom} className={buttonClasses('secondary')}>
        View problems
      </Link>,
    );
  if (contest.phase !== 'ended')
    buttons.push(
      <a
        key="ics"
        href={fillPath(ContestPaths.calendar, { slug: contest.slug })}
        download
        className={buttonClasses('ghost')}
      >
        Add to calendar
      </a>,
    );

  const finished = user && contest.phase === 'live' && user.test_status === 'TEST_ATTEMPTED_OR_SUBMITTED';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {user?.registered && contest.phase !== 'ended' && !finished && (
        <p className="text-sm font-medium text-accent">You are registered.</p>
      )}
      {finished && (
        <p className="text-sm text-fg-muted">
          You have finished this contest. Results are final when it ends.
        </p>
      )}
    </div>
  );
}
