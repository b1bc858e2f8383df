/**
 * /prep-plan/edit (signed in; the route gate sends others to sign in): the plan's target date, weekly hours, study
 * weekdays and the guided paths to follow (only enrolled ones can be chosen; the others link to their page to
 * enroll). Checked here with the contract's schema and on the server; each message shows under its field.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  PrepPlanMessage,
  prepPlanSettingsBodySchema,
  type PrepPlanSettings,
} from '@katana/shared/api/prep-plan';
import type { GuidedPathList } from '@katana/shared/api/guided-paths';
import { addDays, daysBetween, isIstDate, istDate } from '@katana/shared/engagement/ist-time';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useGuidedPathChoices, usePrepPlan, useSavePrepPlan, type Viewer } from '../api/prep-plan.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DEFAULT_DAYS_AHEAD = 60;

type Fields = Partial<Record<'target_date' | 'weekly_hours' | 'study_days' | 'paths' | 'form', string>>;

export default function PrepPlanEditPage() {
  const auth = useAuth();
  const viewer = auth.user?.id ?? null;
  const plan = usePrepPlan(viewer);
  const paths = useGuidedPathChoices(viewer);
  if (viewer === null) return null;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">
        {plan.data?.settings ? 'Edit your prep plan' : 'Make your prep plan'}
      </h1>
      {(plan.isError || paths.isError) && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          The plan could not be loaded. Try again in a moment.
        </p>
      )}
      {plan.data && paths.data && (
        <PlanForm viewer={viewer} settings={plan.data.settings} paths={paths.data.paths} />
      )}
    </main>
  );
}

function PlanForm({
  viewer,
  settings,
  paths,
}: {
  viewer: Viewer;
  settings: PrepPlanSettings | null;
  paths: GuidedPathList['paths'];
}) {
  const navigate = useNavigate();
  const save = useSavePrepPlan(viewer);
  const today = istDate(Date.now());
  const [targetDate, setTargetDate] = useState(settings?.target_date ?? addDays(today, DEFAULT_DAYS_AHEAD));
  const [weeklyHours, setWeeklyHours] = useState(String(settings?.weekly_hours ?? 7));
  const [studyDays, setStudyDays] = useState<number[]>(settings?.study_days ?? [1, 2, 3, 4, 5]);
  const [chosen, setChosen] = useState<string[]>(
    settings?.paths.map((p) => p.slug) ?? paths.filter((p) => p.enrolled).map((p) => p.slug),
  );
  const [errors, setErrors] = useState<Fields>({});

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      target_date: targetDate,
      weekly_hours: weeklyHours.trim() === '' ? Number.NaN : Number(weeklyHours),
      study_days: [...studyDays].sort((a, b) => a - b),
      paths: chosen,
    };
    const parsed = prepPlanSettingsBodySchema.safeParse(body);
    const found: Fields = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Fields;
        found[key] ??=
          key === 'weekly_hours' && Number.isNaN(body.weekly_hours)
            ? 'Enter your weekly hours.'
            : issue.message;
      }
    }
    if (!found.target_date) {
      if (!isIstDate(targetDate)) found.target_date = 'Use a real calendar date.';
      else if (daysBetween(today, targetDate) < 1) found.target_date = PrepPlanMessage.TARGET_NOT_AFTER_TODAY;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => void navigate('/prep-plan'),
      onError: (error) =>
        setErrors({ ...(error.fields ?? {}), ...(error.fields ? {} : { form: error.message }) }),
    });
  }

  const errorOf = (field: keyof Fields) =>
    errors[field] ? (
      <p id={`${field}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;
  const enrolled = paths.filter((p) => p.enrolled);
  const others = paths.filter((p) => !p.enrolled);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
      <div>
        <label htmlFor="target-date" className="block font-medium text-fg">
          Target date
        </label>
        <p className="text-sm text-fg-muted">The day you want to be ready, for example your interview.</p>
        <input
          id="target-date"
          type="date"
          value={targetDate}
          min={addDays(today, 1)}
          onChange={(e) => setTargetDate(e.target.value)}
          aria-invalid={Boolean(errors.target_date)}
          aria-describedby={errors.target_date ? 'target_date-error' : undefined}
          className="mt-2 rounded-lg border border-line bg-surface px-3 py-2 text-fg"
        />
        {errorOf('target_date')}
      </div>
      <div>
        <label htmlFor="weekly-hours" className="block font-medium text-fg">
          Hours a week
        </label>
        <input
          id="weekly-hours"
          type="number"
          inputMode="decimal"
          step="0.5"
          min="1"
          max="70"
          value={weeklyHours}
          onChange={(e) => setWeeklyHours(e.target.value)}
          aria-invalid={Boolean(errors.weekly_hours)}
          aria-describedby={errors.weekly_hours ? 'weekly_hours-error' : undefined}
          className="mt-2 w-28 rounded-lg border border-line bg-surface px-3 py-2 text-fg"
        />
        {errorOf('weekly_hours')}
      </div>
      <fieldset>
        <legend className="font-medium text-fg">Study days</legend>
        <p className="text-sm text-fg-muted">Your weekly hours are spread evenly over these days.</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {WEEKDAYS.map((name, i) => (
            <label key={name} className="flex items-center gap-1.5 text-sm text-fg">
              <input
                type="checkbox"
                checked={studyDays.includes(i + 1)}
                onChange={() => setStudyDays((days) => toggle(days, i + 1))}
              />
              {name}
            </label>
          ))}
        </div>
        {errorOf('study_days')}
      </fieldset>
      <fieldset>
        <legend className="font-medium text-fg">Guided paths</legend>
        <p className="text-sm text-fg-muted">Followed in the order you tick them.</p>
        {enrolled.length === 0 && (
          <p className="mt-2 text-sm text-fg-muted">
            You are not enrolled in any guided path yet. Enroll in one below, then come back.
          </p>
        )}
        <div className="mt-2 space-y-2">
          {enrolled.map((p) => (
            <label key={p.slug} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={chosen.includes(p.slug)}
                onChange={() => setChosen((list) => toggle(list, p.slug))}
              />
              {p.title}
              <span className="text-fg-muted">· {p.progress.percentage}% done</span>
            </label>
          ))}
        </div>
        {others.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-fg-muted">
            {others.map((p) => (
              <li key={p.slug}>
                {p.title} ·{' '}
                <Link to={`/guided-paths/${p.slug}`} className="text-accent underline">
                  Enroll first
                </Link>
              </li>
            ))}
          </ul>
        )}
        {errorOf('paths')}
      </fieldset>
      {errorOf('form')}
      <div className="flex gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary', 'md')}>
          {save.isPending ? 'Saving…' : 'Save plan'}
        </button>
        <Link to="/prep-plan" className={buttonClasses('secondary', 'md')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
