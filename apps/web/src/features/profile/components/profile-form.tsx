/**
 * The profile form of /profile/edit and /profile/setup: picture (an upload or one of the 12 default avatars), name
 * (the update_name rule), screen name (checked as one types), college (autocomplete, or a request for a missing
 * one), graduation year, branch, bio, links, and who sees the profile and which of its parts.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { displayNameError } from '@katana/shared/api/auth-name';
import {
  BIO_MAX,
  GRAD_YEAR_MAX,
  GRAD_YEAR_MIN,
  LINKS_MAX,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  ScreenNameMessage,
  screenNameError,
  type ProfileEditDetails,
  type ProfileSection,
  type ProfileVisibility,
} from '@katana/shared/api/profile';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import type { ViewerId } from '../api/paths.ts';
import { checkScreenName, useUpdateProfile } from '../api/profile.ts';
import { CollegeField, type CollegeChoice } from './profile-college-field.tsx';
import { Field, inputClasses, Section } from './profile-form-fields.tsx';
import { PictureField } from './profile-picture-field.tsx';

function useScreenNameCheck(value: string, current: string | null) {
  const [result, setResult] = useState<{ value: string; available: boolean; message: string } | null>(null);
  useEffect(() => {
    const trimmed = value.trim();
    if (!trimmed || trimmed === current) return;
    const local = screenNameError(trimmed);
    if (local) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkScreenName(trimmed, controller.signal)
        .then((r) => setResult({ value: trimmed, ...r }))
        .catch(() => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, current]);
  const trimmed = value.trim();
  if (!trimmed || trimmed === current) return null;
  const local = screenNameError(trimmed);
  if (local) return { available: false, message: local };
  return result?.value === trimmed ? result : null;
}

interface FormState {
  name: string;
  screenName: string;
  college: CollegeChoice | null;
  gradYear: string;
  branch: string;
  bio: string;
  links: { label: string; url: string }[];
  visibility: ProfileVisibility;
  hidden: ProfileSection[];
}

function initialState(details: ProfileEditDetails): FormState {
  return {
    name: details.name ?? '',
    screenName: details.screen_name ?? '',
    college: details.college,
    gradYear: details.grad_year ? String(details.grad_year) : '',
    branch: details.branch ?? '',
    bio: details.bio ?? '',
    links: details.links,
    visibility: details.visibility,
    hidden: details.hidden_sections,
  };
}

export function ProfileForm({
  viewer,
  details,
  setup = false,
  submitLabel,
  onSaved,
  extraActions,
}: {
  viewer: ViewerId;
  details: ProfileEditDetails;
  /** /profile/setup: saving marks the setup done. */
  setup?: boolean;
  submitLabel: string;
  onSaved?: (saved: ProfileEditDetails) => void;
  extraActions?: ReactNode;
}) {
  const [form, setForm] = useState<FormState>(() => initialState(details));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile(viewer);
  const screenNameCheck = useScreenNameCheck(form.screenName, details.screen_name);
  const ids = { name: useId(), screen: useId(), year: useId(), branch: useId(), bio: useId() };
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setSaved(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    const nameError = displayNameError(form.name);
    if (nameError) errors.name = nameError;
    const screen = form.screenName.trim();
    if (screen && screen !== details.screen_name) {
      const screenError = screenNameError(screen);
      if (screenError) errors.screen_name = screenError;
      else if (screenNameCheck && !screenNameCheck.available) errors.screen_name = screenNameCheck.message;
    }
    const year = form.gradYear ? Number(form.gradYear) : null;
    if (year !== null && (!Number.isInteger(year) || year < GRAD_YEAR_MIN || year > GRAD_YEAR_MAX))
      errors.grad_year = `Enter a year between ${GRAD_YEAR_MIN} and ${GRAD_YEAR_MAX}`;
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    update.mutate(
      {
        name: form.name,
        ...(screen && screen !== details.screen_name ? { screen_name: screen } : {}),
        college_id: form.college?.slug ?? null,
        grad_year: year,
        branch: form.branch.trim() || null,
        bio: form.bio.trim() || null,
        links: form.links
          .filter((l) => l.url.trim())
          .map((l) => ({ label: l.label.trim(), url: l.url.trim() })),
        visibility: form.visibility,
        hidden_sections: form.hidden,
        ...(setup ? { complete_setup: true } : {}),
      },
      {
        onSuccess: (result) => {
          setSaved(true);
          onSaved?.(result);
        },
        onError: (err: ApiRequestError) => setFieldErrors(err.fields ?? { form: err.message }),
      },
    );
  };

  const linkError = (i: number) => fieldErrors[`links.${i}.url`];

  return (
    <div className="flex flex-col gap-4">
      <PictureField viewer={viewer} details={details} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Profile details">
        <Section title="About you">
          <Field label="Name" htmlFor={ids.name} error={fieldErrors.name}>
            <input
              id={ids.name}
              className={inputClasses}
              value={form.name}
              autoComplete="name"
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field
            label="Screen name"
            htmlFor={ids.screen}
            error={
              fieldErrors.screen_name ??
              (screenNameCheck && !screenNameCheck.available ? screenNameCheck.message : null)
            }
            hint={
              screenNameCheck?.available
                ? ScreenNameMessage.AVAILABLE
                : `Your public profile: /profile/${form.screenName.trim() || 'your-screen-name'}`
            }
          >
            <input
              id={ids.screen}
              className={inputClasses}
              value={form.screenName}
              autoComplete="username"
              spellCheck={false}
              onChange={(e) => set('screenName', e.target.value)}
            />
          </Field>
          <Field label="Bio" htmlFor={ids.bio} error={fieldErrors.bio} hint={`${form.bio.length}/${BIO_MAX}`}>
            <textarea
              id={ids.bio}
              className={clsx(inputClasses, 'min-h-24')}
              maxLength={BIO_MAX}
              value={form.bio}
              onChange={(e) => set('bio', e.target.value)}
            />
          </Field>
        </Section>

        <Section title="Education">
          <CollegeField
            value={form.college}
            onChange={(c) => set('college', c)}
            error={fieldErrors.college_id}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Graduation year" htmlFor={ids.year} error={fieldErrors.grad_year}>
              <input
                id={ids.year}
                inputMode="numeric"
                className={inputClasses}
                placeholder="2027"
                value={form.gradYear}
                onChange={(e) => set('gradYear', e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
              />
            </Field>
            <Field label="Branch" htmlFor={ids.branch} error={fieldErrors.branch}>
              <input
                id={ids.branch}
                className={inputClasses}
                placeholder="Computer Science"
                value={form.branch}
                onChange={(e) => set('branch', e.target.value)}
              />
            </Field>
          </div>
        </Section>

        <Section title="Links">
          {form.links.map((link, i) => (
            <div key={i} className="flex flex-wrap items-start gap-2">
              <input
                aria-label={`Link ${i + 1} label`}
                className={clsx(inputClasses, 'sm:w-40')}
                placeholder="Label"
                value={link.label}
                onChange={(e) =>
                  set(
                    'links',
                    form.links.map((l, j) => (j === i ? { ...l, label: e.target.value } : l)),
                  )
                }
              />
              <div className="min-w-0 flex-1">
                <input
                  aria-label={`Link ${i + 1} URL`}
                  type="url"
                  className={inputClasses}
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) =>
                    set(
                      'links',
                      form.links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)),
                    )
                  }
                />
                {linkError(i) && (
                  <p className="mt-1 text-xs text-red-600 dark:text-red-400">{linkError(i)}</p>
                )}
              </div>
              <button
                type="button"
                className={buttonClasses('ghost', 'sm')}
                onClick={() =>
                  set(
                    'links',
                    form.links.filter((_, j) => j !== i),
                  )
                }
              >
                Remove
              </button>
            </div>
          ))}
          {form.links.length < LINKS_MAX && (
            <button
              type="button"
              className={buttonClasses('secondary', 'sm', 'self-start')}
              onClick={() => set('links', [...form.links, { label: '', url: '' }])}
            >
              Add a link
            </button>
          )}
        </Section>

        <Section title="Who sees your profile">
          <div role="radiogroup" aria-label="Profile visibility" className="flex flex-col gap-2">
            {(
              [
                ['public', 'Public', 'Anyone can see your profile, except the parts you hide below.'],
                ['private', 'Private', 'Visitors see only your name and picture.'],
              ] as const
            ).map(([value, label, text]) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="visibility"
                  value={value}
                  checked={form.visibility === value}
                  onChange={() => set('visibility', value)}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium text-fg">{label}</span>
                  <span className="block text-fg-muted">{text}</span>
                </span>
              </label>
            ))}
          </div>
          {form.visibility === 'public' && (
            <div role="group" aria-label="Shown on your public profile" className="grid gap-2 sm:grid-cols-2">
              {PROFILE_SECTIONS.map((section) => (
                <label key={section} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    checked={!form.hidden.includes(section)}
                    onChange={(e) =>
                      set(
                        'hidden',
                        e.target.checked
                          ? form.hidden.filter((s) => s !== section)
                          : [...form.hidden, section],
                      )
                    }
                  />
                  {PROFILE_SECTION_LABELS[section]}
                </label>
              ))}
            </div>
          )}
        </Section>

        {fieldErrors.form && (
          <p role="alert" className="text-sm text-red-600">
            {fieldErrors.form}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClasses('primary', 'lg')} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : submitLabel}
          </button>
          {extraActions}
          {saved && !update.isPending && (
            <p role="status" className="text-sm text-fg">
              Profile saved
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
