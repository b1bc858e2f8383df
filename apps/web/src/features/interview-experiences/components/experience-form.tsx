/**
 * The write / edit form in three sections (the interview, the rounds, tips) with the human check. It validates with
 * the contract's own schema (experienceBodySchema), so the messages match the server's; the server's field errors
 * (an unknown problem link, a college not on the list) show beside the same fields. "Save draft" needs only the
 * company and the role; "Submit for review" needs the whole experience and the captcha.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  EXPERIENCE_LIMITS,
  EXPERIENCE_OUTCOMES,
  experienceBodySchema,
  OUTCOME_LABELS,
  ROUND_KIND_LABELS,
  ROUND_KINDS,
  type ExperienceBody,
  type ExperienceDetail,
  type ExperienceOutcome,
  type RoundKind,
} from '@katana/shared/api/interview-experiences';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { CollegePicker, type PickedCollege } from './college-picker.tsx';

interface RoundState {
  name: string;
  kind: RoundKind;
  questions: string;
  problems: string;
}

export interface ExperienceFormState {
  company: string;
  role: string;
  branch: string;
  college: PickedCollege | null;
  outcome: ExperienceOutcome | '';
  interview_date: string;
  experience_years: string;
  tips: string;
  rounds: RoundState[];
}

const emptyRound = (): RoundState => ({ name: '', kind: 'coding', questions: '', problems: '' });

export function emptyForm(): ExperienceFormState {
  return {
    company: '',
    role: '',
    branch: '',
    college: null,
    outcome: '',
    interview_date: '',
    experience_years: '0',
    tips: '',
    rounds: [emptyRound()],
  };
}

export function formFromDetail(e: ExperienceDetail): ExperienceFormState {
  return {
    company: e.company,
    role: e.role,
    branch: e.branch,
    college: e.college,
    outcome: e.outcome ?? '',
    interview_date: e.interview_date ?? '',
    experience_years: String(e.experience_years),
    tips: e.tips,
    rounds: e.rounds.length
      ? e.rounds.map((r) => ({
          name: r.name,
          kind: r.kind,
          questions: r.questions,
          problems: r.problem_slugs.join(', '),
        }))
      : [emptyRound()],
  };
}

/** The request body of the form's state. */
export function bodyOf(state: ExperienceFormState, submit: boolean, captcha: string | null): ExperienceBody {
  return {
    company: state.company,
    role: state.role,
    branch: state.branch,
    college_slug: state.college?.slug ?? null,
    outcome: state.outcome || null,
    interview_date: state.interview_date || null,
    experience_years: Number(state.experience_years) || 0,
    tips: state.tips,
    rounds: state.rounds.map((r) => ({
      name: r.name,
      kind: r.kind,
      questions: r.questions,
      problem_slugs: r.problems
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    })),
    submit,
    ...(submit && captcha ? { captcha_token: captcha } : {}),
  };
}

/** The messages of a failed check, by field path ("rounds.0.questions"). */
export function validate(body: ExperienceBody): Record<string, string> {
  const parsed = experienceBodySchema.safeParse(body);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

const input = 'h-9 rounded-lg border border-line bg-surface px-3 text-sm text-fg';
const area = 'rounded-lg border border-line bg-surface p-2 text-sm text-fg';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-fg">
      {label}
      {children}
      {error && <span className="text-xs font-normal text-red-700 dark:text-red-300">{error}</span>}
    </label>
  );
}

export function ExperienceForm({
  initial,
  saving,
  onSave,
}: {
  initial: ExperienceFormState;
  saving: boolean;
  onSave: (body: ExperienceBody) => Promise<ApiRequestError | null>;
}) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof ExperienceFormState>(key: K, value: ExperienceFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const setRound = (i: number, patch: Partial<RoundState>) =>
    setState((s) => ({ ...s, rounds: s.rounds.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  async function save(submit: boolean, event?: FormEvent) {
    event?.preventDefault();
    const body = bodyOf(state, submit, captcha);
    const problems = validate(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('Please fix the fields marked below.');
      return;
    }
    setFormError(null);
    const failed = await onSave(body);
    if (!failed) return;
    setErrors(failed.fields ?? {});
    setFormError(failed.message);
    if (submit) {
      // A solved captcha counts once: a new check for the next try.
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  }

  return (
    <form className="flex flex-col gap-6" noValidate onSubmit={(e) => void save(true, e)}>
      <section
        aria-labelledby="ie-basics"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="ie-basics" className="text-lg font-semibold text-fg">
          1. The interview
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Company" error={errors.company}>
            <input
              className={input}
              maxLength={EXPERIENCE_LIMITS.company.max}
              value={state.company}
              onChange={(e) => set('company', e.target.value)}
            />
          </Field>
          <Field label="Role" error={errors.role}>
            <input
              className={input}
              maxLength={EXPERIENCE_LIMITS.role.max}
              value={state.role}
              onChange={(e) => set('role', e.target.value)}
            />
          </Field>
          <Field label="Interview date" error={errors.interview_date}>
            <input
              type="date"
              className={input}
              max={new Date().toISOString().slice(0, 10)}
              value={state.interview_date}
              onChange={(e) => set('interview_date', e.target.value)}
            />
          </Field>
          <Field label="Outcome" error={errors.outcome}>
            <select
              className={input}
              value={state.outcome}
              onChange={(e) => set('outcome', e.target.value as ExperienceOutcome | '')}
            >
              <option value="">Choose…</option>
              {EXPERIENCE_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {OUTCOME_LABELS[o]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Years of experience" error={errors.experience_years}>
            <input
              type="number"
              min={0}
              max={EXPERIENCE_LIMITS.experienceYears}
              className={input}
              value={state.experience_years}
              onChange={(e) => set('experience_years', e.target.value)}
            />
          </Field>
          <Field label="Branch (optional)" error={errors.branch}>
            <input
              className={input}
              maxLength={EXPERIENCE_LIMITS.branch}
              value={state.branch}
              onChange={(e) => set('branch', e.target.value)}
            />
          </Field>
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium text-fg">
          <span>College</span>
          <CollegePicker
            value={state.college}
            onChange={(c) => set('college', c)}
            error={errors.college_slug}
          />
          {errors.college_slug && (
            <span className="text-xs font-normal text-red-700">{errors.college_slug}</span>
          )}
        </div>
      </section>

      <section
        aria-labelledby="ie-rounds"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="ie-rounds" className="text-lg font-semibold text-fg">
          2. Rounds
        </h2>
        {errors.rounds && <p className="text-xs text-red-700 dark:text-red-300">{errors.rounds}</p>}
        {state.rounds.map((round, i) => (
          <fieldset key={i} className="flex flex-col gap-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-fg">Round {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Round ${i + 1} type`}>
                <select
                  className={input}
                  value={round.kind}
                  onChange={(e) => setRound(i, { kind: e.target.value as RoundKind })}
                >
                  {ROUND_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {ROUND_KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={`Round ${i + 1} name (optional)`} error={errors[`rounds.${i}.name`]}>
                <input
                  className={input}
                  maxLength={EXPERIENCE_LIMITS.roundName}
                  value={round.name}
                  onChange={(e) => setRound(i, { name: e.target.value })}
                />
              </Field>
            </div>
            <Field
              label={`Round ${i + 1} questions and what happened (Markdown)`}
              error={errors[`rounds.${i}.questions`]}
            >
              <textarea
                className={`${area} min-h-32`}
                maxLength={EXPERIENCE_LIMITS.questions.max}
                value={round.questions}
                onChange={(e) => setRound(i, { questions: e.target.value })}
              />
            </Field>
            <Field
              label={`Round ${i + 1} problems from the catalogue (slugs, comma-separated)`}
              error={errors[`rounds.${i}.problem_slugs`]}
            >
              <input
                className={input}
                placeholder="e.g. gift-pair-budget"
                value={round.problems}
                onChange={(e) => setRound(i, { problems: e.target.value })}
              />
            </Field>
            {state.rounds.length > 1 && (
              <button
                type="button"
                className={buttonClasses('ghost', 'sm', 'self-start')}
                onClick={() => setState((s) => ({ ...s, rounds: s.rounds.filter((_, j) => j !== i) }))}
              >
                Remove round {i + 1}
              </button>
            )}
          </fieldset>
        ))}
        {state.rounds.length < EXPERIENCE_LIMITS.rounds.max && (
          <button
            type="button"
            className={buttonClasses('secondary', 'sm', 'self-start')}
            onClick={() => setState((s) => ({ ...s, rounds: [...s.rounds, emptyRound()] }))}
          >
            Add a round
          </button>
        )}
      </section>

      <section
        aria-labelledby="ie-tips"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="ie-tips" className="text-lg font-semibold text-fg">
          3. Tips
        </h2>
        <Field label="Tips for other candidates (optional, Markdown)" error={errors.tips}>
          <textarea
            className={`${area} min-h-24`}
            maxLength={EXPERIENCE_LIMITS.tips}
            value={state.tips}
            onChange={(e) => set('tips', e.target.value)}
          />
        </Field>
      </section>

      <div className="flex flex-col gap-3">
        <CaptchaField key={captchaKey} onToken={setCaptcha} />
        {errors.captcha_token && (
          <p className="text-xs text-red-700 dark:text-red-300">{errors.captcha_token}</p>
        )}
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        )}
        <p className="text-xs text-fg-muted">
          A moderator reads every experience before it is published. Do not share anything you were asked to
          keep confidential.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses('primary')} disabled={saving}>
            Submit for review
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={saving}
            onClick={() => void save(false)}
          >
            Save draft
          </button>
        </div>
      </div>
    </form>
  );
}
