/**
 * /notification-center/settings: per notification kind, whether it shows in the app (the spec's STUDIO preferences:
 * a kind turned off is not recorded at all) and whether it goes into the e-mail digest, and how often the digest
 * comes (daily, weekly, never). Every switch saves at once; a failed save leaves the switch as it was and says so.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import {
  EMAIL_DIGEST_FREQUENCIES,
  NOTIFICATION_KIND_DESCRIPTIONS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type EmailDigestFrequency,
  type NotificationKind,
} from '@katana/shared/engagement/notifications';
import { RetryError } from '../../../components/ui/retry-error.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import {
  useEmailPreferences,
  useInAppPreferences,
  useSaveEmailPreferences,
  useSaveInAppPreference,
} from '../api/preferences.ts';

const FREQUENCY_LABELS: Record<EmailDigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Never',
};

function Switch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex h-8 items-center rounded-full px-1 outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-block h-5 w-9 rounded-full transition-colors',
          checked ? 'bg-accent' : 'bg-line',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left]',
            checked ? 'left-[18px]' : 'left-0.5',
          )}
        />
      </span>
    </button>
  );
}

export default function NotificationSettingsPage() {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const inApp = useInAppPreferences(viewer);
  const email = useEmailPreferences(viewer);
  const saveInApp = useSaveInAppPreference(viewer);
  const saveEmail = useSaveEmailPreferences(viewer);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const saved = { onSuccess: () => setStatus('saved'), onError: () => setStatus('failed') };

  const setInApp = (kind: NotificationKind, on: boolean) => saveInApp.mutate({ [kind]: on }, saved);
  const setEmailKind = (kind: NotificationKind, on: boolean) =>
    saveEmail.mutate({ kinds: { [kind]: on } }, saved);
  const digest = email.data?.digest ?? 'weekly';

  let body;
  if (inApp.isPending || email.isPending) {
    body = (
      <div className="space-y-3 p-4" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-10 animate-pulse rounded-lg bg-surface-muted" />
        ))}
      </div>
    );
  } else if (inApp.isError || email.isError) {
    body = (
      <div className="p-4">
        <RetryError
          onRetry={() => {
            void inApp.refetch();
            void email.refetch();
          }}
        />
      </div>
    );
  } else {
    body = (
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wide text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Notification
            </th>
            <th scope="col" className="w-20 px-2 py-3 text-center font-medium">
              In app
            </th>
            <th scope="col" className="w-20 px-2 py-3 text-center font-medium">
              E-mail
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const label = NOTIFICATION_KIND_LABELS[kind];
            return (
              <tr key={kind} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-medium text-fg">{label}</span>
                  <span className="block text-xs text-fg-muted">{NOTIFICATION_KIND_DESCRIPTIONS[kind]}</span>
                </th>
                <td className="px-2 py-3 text-center">
                  <Switch
                    label={`${label} in the app`}
                    checked={inApp.data[kind] !== false}
                    disabled={saveInApp.isPending}
                    onChange={(on) => setInApp(kind, on)}
                  />
                </td>
                <td className="px-2 py-3 text-center">
                  <Switch
                    label={`${label} by e-mail`}
                    checked={email.data.kinds[kind] !== false && digest !== 'off'}
                    disabled={saveEmail.isPending || digest === 'off'}
                    onChange={(on) => setEmailKind(kind, on)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/notification-center" className="text-sm font-medium text-accent hover:underline">
        ← Notifications
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-fg">Notification settings</h1>
      <p className="mt-1 text-sm text-fg-muted">
        Choose what shows in your notifications and what we sum up in an e-mail. A kind turned off in the app
        is not kept for you at all.
      </p>
      {email.data && (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4">
          <label htmlFor="digest-frequency" className="text-sm font-medium text-fg">
            E-mail digest
          </label>
          <select
            id="digest-frequency"
            value={digest}
            disabled={saveEmail.isPending}
            onChange={(e) => saveEmail.mutate({ digest: e.target.value as EmailDigestFrequency }, saved)}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg"
          >
            {EMAIL_DIGEST_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
          <span className="text-xs text-fg-muted">
            Unread notifications of the kinds you e-mail, in one message.
          </span>
        </div>
      )}
      <div className="mt-4 overflow-hidden rounded-xl border border-line bg-surface">{body}</div>
      <p
        role="status"
        className={clsx(
          'mt-3 text-sm',
          status === 'failed' ? 'text-red-600 dark:text-red-400' : 'text-fg-muted',
        )}
      >
        {status === 'saved' ? 'Saved.' : status === 'failed' ? 'Could not save your change. Try again.' : ''}
      </p>
    </section>
  );
}
