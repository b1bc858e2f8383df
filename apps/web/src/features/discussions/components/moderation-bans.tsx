/** The moderation page's bans tab: ban a learner by id with a reason and an optional last day; bans in force. */
import { useState } from 'react';
import { Link } from 'react-router';
import { DISCUSSION_REASON_MAX } from '@katana/shared/api/discussions';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useBanLearner, useBans, useLiftBan } from '../../../lib/api/discussions.ts';
import { Card, cell, ErrorLine, inputClasses, when } from './moderation-ui.tsx';

/** A date input's day as the ISO time that day ends, in the moderator's time zone. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

function BanForm() {
  const [uuid, setUuid] = useState('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const ban = useBanLearner();
  const today = new Date().toLocaleDateString('en-CA');
  return (
    <form
      className="grid gap-3 px-4 py-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        ban.mutate(
          { user_uuid: uuid.trim(), reason, ...(until ? { ends_at: endOfDay(until) } : {}) },
          {
            onSuccess: () => {
              setUuid('');
              setReason('');
              setUntil('');
            },
          },
        );
      }}
    >
      <div className="space-y-1 text-sm sm:col-span-2">
        <label htmlFor="ban-uuid" className="block font-medium text-fg">
          Learner’s id
        </label>
        <input
          id="ban-uuid"
          className={`${inputClasses} font-mono`}
          value={uuid}
          onChange={(e) => setUuid(e.target.value)}
          required
          pattern="\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\s*"
          placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
          aria-describedby="ban-uuid-hint"
        />
        <span id="ban-uuid-hint" className="block text-xs text-fg-subtle">
          The id at the end of their profile link, /profile/&lt;id&gt;.
        </span>
      </div>
      <div className="space-y-1 text-sm">
        <label htmlFor="ban-reason" className="block font-medium text-fg">
          Reason
        </label>
        <input
          id="ban-reason"
          className={inputClasses}
          value={reason}
          maxLength={DISCUSSION_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </div>
      <div className="space-y-1 text-sm">
        <label htmlFor="ban-until" className="block font-medium text-fg">
          Last day (optional)
        </label>
        <input
          id="ban-until"
          type="date"
          className={inputClasses}
          value={until}
          min={today}
          onChange={(e) => setUntil(e.target.value)}
          aria-describedby="ban-until-hint"
        />
        <span id="ban-until-hint" className="block text-xs text-fg-subtle">
          Leave empty to ban until a moderator lifts it.
        </span>
      </div>
      <div className="space-y-2 sm:col-span-2">
        <ErrorLine error={ban.error} />
        <button type="submit" className={buttonClasses('primary', 'sm')} disabled={ban.isPending}>
          Ban from posting
        </button>
      </div>
    </form>
  );
}

export function BansTab() {
  const bans = useBans(true);
  const lift = useLiftBan();
  return (
    <div className="space-y-6">
      <Card title="Ban a learner">
        <BanForm />
      </Card>
      <Card title="Bans in force">
        {bans.isError ? (
          <p role="alert" className="px-4 py-3 text-sm text-fg-muted">
            {bans.error.message}
          </p>
        ) : !bans.data ? (
          <div aria-busy="true" className="h-24" />
        ) : bans.data.bans.length === 0 ? (
          <p className="px-4 py-3 text-sm text-fg-muted">No learner is banned.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs sm:text-sm">
              <thead className="text-xs uppercase text-fg-muted">
                <tr>
                  <th scope="col" className={cell}>
                    Learner
                  </th>
                  <th scope="col" className={cell}>
                    Reason
                  </th>
                  <th scope="col" className={`${cell} hidden sm:table-cell`}>
                    Since
                  </th>
                  <th scope="col" className={cell}>
                    Ends
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {bans.data.bans.map((b) => (
                  <tr key={b.user.uuid}>
                    <td className={cell}>
                      <Link to={`/profile/${b.user.uuid}`} className="text-accent">
                        {b.user.name}
                      </Link>
                    </td>
                    <td className={`${cell} break-words text-fg`}>{b.reason}</td>
                    <td className={`${cell} hidden text-fg-muted sm:table-cell`}>
                      <time dateTime={b.created_at}>{when(b.created_at)}</time>
                    </td>
                    <td className={`${cell} text-fg-muted`}>
                      {b.ends_at ? <time dateTime={b.ends_at}>{when(b.ends_at)}</time> : 'Until lifted'}
                    </td>
                    <td className={cell}>
                      <button
                        type="button"
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`Lift ban of ${b.user.name}`}
                        disabled={lift.isPending}
                        onClick={() => lift.mutate(b.user.uuid)}
                      >
                        Lift ban
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="px-4 pb-3">
          <ErrorLine error={lift.error} />
        </div>
      </Card>
    </div>
  );
}
