/**
 * /notification-center/unsubscribe?token=…: where a digest e-mail's "Stop e-mails" link lands. No sign-in needed:
 * the signed token says whose e-mail and which kind. The page asks first (a link scanner opening the URL changes
 * nothing), then posts the token and says what was turned off.
 */
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@katana/shared/engagement/notifications';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useUnsubscribe } from '../api/preferences.ts';

const KIND_OF_TOKEN = /^\d+\.([A-Z_]+)\./;

export default function NotificationUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const scope = KIND_OF_TOKEN.exec(token)?.[1];
  const what =
    scope && scope !== 'ALL' && scope in NOTIFICATION_KIND_LABELS
      ? `e-mails about ${NOTIFICATION_KIND_LABELS[scope as NotificationKind]}`
      : 'all digest e-mails';

  let body;
  if (unsubscribe.isSuccess) {
    body = (
      <p className="mt-3 text-sm text-fg" role="status">
        {unsubscribe.data.kind
          ? `Done: you will get no more e-mails about ${NOTIFICATION_KIND_LABELS[unsubscribe.data.kind]}.`
          : 'Done: you will get no more digest e-mails.'}
      </p>
    );
  } else if (!token || unsubscribe.isError) {
    body = (
      <p className="mt-3 text-sm text-red-600 dark:text-red-400" role="alert">
        {unsubscribe.error?.message ??
          'This unsubscribe link is not valid. Sign in to change your e-mail settings.'}
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-3 text-sm text-fg-muted">Stop {what} from us?</p>
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'mt-4')}
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          Unsubscribe
        </button>
      </>
    );
  }

  return (
    <section className="mx-auto w-full max-w-lg flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Unsubscribe</h1>
      {body}
      <p className="mt-6 text-sm text-fg-muted">
        You can change every notification and e-mail setting on{' '}
        <Link to="/notification-center/settings" className="font-medium text-accent hover:underline">
          Notification settings
        </Link>
        .
      </p>
    </section>
  );
}
