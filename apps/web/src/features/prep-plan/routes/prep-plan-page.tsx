/**
 * /prep-plan: the learner's coding interview prep plan. Today's tasks (guided-path items opening in the guided
 * classroom, flash-card reviews), the week ahead, whether they are on track or behind (missed work moves forward),
 * and whether everything fits by the target date. Anonymous visitors are asked to sign in; a learner without a plan
 * is invited to make one at /prep-plan/edit.
 */
import { Link } from 'react-router';
import type { PrepPlan, PrepPlanSettings } from '@katana/shared/api/prep-plan';
import { addDays, daysBetween, formatIstDate, istWeekday } from '@katana/shared/engagement/ist-time';
import { authRedirectUrl } from '@katana/shared/routes';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { NewBadge } from '../../../components/ui/new-badge.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { usePrepPlan } from '../api/prep-plan.ts';
import { usePrepPlanHighlight } from '../components/prep-plan-highlight.ts';
import { formatMinutes, PlanTaskList } from '../components/plan-task-list.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayLabel = (date: string) => `${WEEKDAYS[istWeekday(date) - 1]}, ${formatIstDate(date, false)}`;

export default function PrepPlanPage({ nowSeconds = Date.now() / 1000 }: { nowSeconds?: number }) {
  const auth = useAuth();
  const isNew = usePrepPlanHighlight(auth.isAuthenticated, nowSeconds);
  const viewer = auth.ready ? (auth.user?.id ?? null) : null;
  const plan = usePrepPlan(viewer);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-fg sm:text-3xl">
            Coding interview prep plan {isNew && <NewBadge />}
          </h1>
          <p className="mt-1 text-sm text-fg-muted sm:text-base">
            A day-by-day schedule of guided-path modules, problems and flash-card reviews up to your target
            date.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to="/prep-plan/flash-cards" className={buttonClasses('secondary', 'md')}>
            Flash cards
          </Link>
          {plan.data?.settings && (
            <Link to="/prep-plan/edit" className={buttonClasses('secondary', 'md')}>
              Edit plan
            </Link>
          )}
        </div>
      </div>
      {auth.ready && !auth.isAuthenticated && (
        <p className="mt-6 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-fg-muted">
          <Link to={authRedirectUrl('/prep-plan')} className="font-medium text-accent underline">
            Sign in
          </Link>{' '}
          to make your prep plan.
        </p>
      )}
      {plan.isPending && viewer !== null && <div aria-busy="true" className="mt-6 h-40" />}
      {plan.isError && (
        <div
          role="alert"
          className="mt-6 rounded-2xl border border-line bg-surface p-6 text-sm text-fg-muted"
        >
          <p>Your plan could not be loaded. Try again in a moment.</p>
          <button
            type="button"
            onClick={() => void plan.refetch()}
            className={buttonClasses('secondary', 'sm', 'mt-4')}
          >
            Try again
          </button>
        </div>
      )}
      {plan.data && !plan.data.plan && (
        <section className="mt-6 rounded-2xl border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold text-fg">You have no plan yet</h2>
          <p className="mt-1 text-sm text-fg-muted">
            Pick a target date, how many hours a week you can study and the guided paths to follow: we lay out
            every day until then, and move work forward when a day slips.
          </p>
          <Link to="/prep-plan/edit" className={buttonClasses('primary', 'md', 'mt-4')}>
            Make your plan
          </Link>
        </section>
      )}
      {plan.data?.plan && plan.data.settings && <Plan plan={plan.data.plan} settings={plan.data.settings} />}
    </main>
  );
}

function Status({ plan, settings }: { plan: PrepPlan; settings: PrepPlanSettings }) {
  const target = formatIstDate(settings.target_date);
  const status =
    plan.status === 'complete'
      ? 'Plan complete: every item of your paths is done.'
      : plan.status === 'behind'
        ? `Behind: ${plan.overdue_items} item${plan.overdue_items === 1 ? '' : 's'} planned for earlier days ${
            plan.overdue_items === 1 ? 'is' : 'are'
          } not done yet and moved forward.`
        : 'On track.';
  return (
    <section aria-label="Status" className="mt-6 rounded-2xl border border-line bg-surface p-5">
      <p
        data-testid="plan-status"
        className={`font-semibold ${plan.status === 'behind' ? 'text-red-700 dark:text-red-300' : 'text-fg'}`}
      >
        {status}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {plan.completed_items} of {plan.total_items} items done · {formatMinutes(plan.remaining_minutes)} of
        work left · {settings.weekly_hours} h a week
      </p>
      {plan.status !== 'complete' &&
        (plan.fits ? (
          <p data-testid="plan-fit" className="mt-1 text-sm text-fg-muted">
            You finish on {formatIstDate(plan.finish_date)}, by your target date of {target}.
          </p>
        ) : (
          <p data-testid="plan-fit" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {daysBetween(plan.today, settings.target_date) < 0
              ? `Your target date of ${target} has passed. `
              : ''}
            At {settings.weekly_hours} h a week you finish on {formatIstDate(plan.finish_date)},{' '}
            {plan.days_late} day{plan.days_late === 1 ? '' : 's'} after your target date (
            {formatMinutes(plan.minutes_after_target)} of work past it). About {plan.required_weekly_hours} h
            a week would finish in time, or{' '}
            <Link to="/prep-plan/edit" className="underline">
              move the target date
            </Link>
            .
          </p>
        ))}
    </section>
  );
}

function Plan({ plan, settings }: { plan: PrepPlan; settings: PrepPlanSettings }) {
  const [today, ...later] = plan.days;
  const weekEnd = addDays(plan.today, 7);
  const week = later.filter((d) => daysBetween(d.date, weekEnd) > 0);
  return (
    <>
      <Status plan={plan} settings={settings} />
      {today && (
        <section
          aria-labelledby="today-heading"
          className="mt-6 rounded-2xl border border-line bg-surface p-5"
        >
          <div className="flex items-baseline justify-between">
            <h2 id="today-heading" className="text-lg font-semibold text-fg">
              Today
            </h2>
            <span className="text-sm text-fg-muted">
              {formatMinutes(today.planned_minutes)} of {formatMinutes(today.capacity_minutes)}
            </span>
          </div>
          {today.tasks.length === 0 ? (
            <p className="mt-2 text-sm text-fg-muted">
              {today.capacity_minutes === 0 ? 'A rest day: nothing planned.' : 'Nothing left for today.'}
            </p>
          ) : (
            <PlanTaskList tasks={today.tasks} />
          )}
        </section>
      )}
      <section aria-labelledby="week-heading" className="mt-6">
        <h2 id="week-heading" className="text-lg font-semibold text-fg">
          The week ahead
        </h2>
        {week.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">Nothing planned for the next seven days.</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {week.map((day) => (
              <li
                key={day.date}
                aria-label={dayLabel(day.date)}
                className="rounded-2xl border border-line bg-surface p-5"
              >
                <div className="flex items-baseline justify-between">
                  <h3 className="font-semibold text-fg">{dayLabel(day.date)}</h3>
                  <span className="text-sm text-fg-muted">
                    {formatMinutes(day.planned_minutes)}
                    {day.overbooked && ' · longer than your day'}
                    {day.after_target && ' · after your target date'}
                  </span>
                </div>
                <PlanTaskList tasks={day.tasks} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
