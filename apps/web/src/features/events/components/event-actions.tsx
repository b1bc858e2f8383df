/**
 * What the viewer can do with an event: log in to register, register / unregister, join (registered learners, once
 * the organiser set an address) and add it to a calendar (the "add calendar event" call, then the .ics download).
 */
import type { EventDetail } from '@katana/shared/api/events';
import { eventCalendarPath } from '@katana/shared/api/events';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { useNotify } from '../../../lib/notifications/notifications.tsx';
import { useAddCalendarEvent } from '../api/add-calendar-event.ts';
import { useSetEventRegistration } from '../api/event-registration.ts';

function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export function EventActions({ event, viewer }: { event: EventDetail; viewer: number | null }) {
  const login = useLoginDialog();
  const notify = useNotify();
  const registration = useSetEventRegistration(event.slug, viewer);
  const calendar = useAddCalendarEvent();
  const fail = (title: string) => (error: { message: string }) =>
    notify({ kind: 'error', title, message: error.message });
  const register = (value: boolean) =>
    registration.mutate(
      { eventId: event.id, register: value },
      {
        onSuccess: () =>
          notify({
            kind: 'success',
            title: value ? 'Registered' : 'Registration cancelled',
            message: value ? 'We will remind you before it starts.' : 'You will get no reminders for it.',
          }),
        onError: fail(value ? 'Could not register' : 'Could not unregister'),
      },
    );

  const buttons = [];
  if (event.registered === null) {
    if (event.status !== 'ended')
      buttons.push(
        <button
          key="login"
          type="button"
          className={buttonClasses('primary')}
          onClick={() => login.openLogin({ source: 'event_detail', variant: 'panel', dismissible: true })}
        >
          Login to register
        </button>,
      );
  } else {
    if (event.can_register)
      buttons.push(
        <button
          key="register"
          type="button"
          className={buttonClasses('primary')}
          disabled={registration.isPending}
          onClick={() => register(true)}
        >
          Register
        </button>,
      );
    if (event.join_url && event.status !== 'ended')
      buttons.push(
        <a key="join" href={event.join_url} rel="noopener noreferrer" className={buttonClasses('primary')}>
          Join
        </a>,
      );
    if (event.can_unregister)
      buttons.push(
        <button
          key="unregister"
          type="button"
          className={buttonClasses('secondary')}
          disabled={registration.isPending}
          onClick={() => register(false)}
        >
          Unregister
        </button>,
      );
  }
  if (event.status !== 'ended')
    buttons.push(
      event.registered === null ? (
        <a key="ics" href={eventCalendarPath(event.slug)} download className={buttonClasses('ghost')}>
          Add to calendar
        </a>
      ) : (
        <button
          key="ics"
          type="button"
          className={buttonClasses('ghost')}
          disabled={calendar.isPending}
          onClick={() =>
            calendar.mutate(event.id, {
              onSuccess: (file) => download(file.ics_url, file.file_name),
              onError: fail('Could not add it to your calendar'),
            })
          }
        >
          Add to calendar
        </button>
      ),
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">{buttons}</div>
      {event.registered && event.status === 'upcoming' && (
        <p className="text-sm text-fg-muted">
          You are registered. We will remind you a day and an hour before it starts.
        </p>
      )}
    </div>
  );
}
