/**
 * /campus/moderation: the moderators' own page. Review queue (held first posts to approve or hide, reported posts
 * and comments to hide), bans from posting (list, ban a learner by uuid with a reason and an optional last day,
 * lift), and the audit log, newest first; ?tab=bans or ?tab=audit opens those tabs. Learners without the role get a plain notice, not an error.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DISCUSSION_REASON_MAX, type AuditLog, type ModerationQueue } from '@katana/shared/api/discussions';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { postHref } from '../../../components/discussions/post-card.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import {
  useAuditLog,
  useBanLearner,
  useBans,
  useHideAnyComment,
  useLiftBan,
  useModerateAnyPost,
  useModerationQueue,
  useModeratorRole,
} from '../../../lib/api/discussions.ts';

const TABS = [
  ['queue', 'Review queue'],
  ['bans', 'Bans'],
  ['audit', 'Audit log'],
] as const;
type Tab = (typeof TABS)[number][0];

const AUDIT_PAGE_SIZE = 20;

const when = (iso: string) => new Date(iso).toLocaleString();
const cell = 'px-2 py-2 align-top sm:px-3';
const inputClasses = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';

function Notice({ children, alert }: { children: React.ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className="rounded-2xl border border-line bg-surface p-6 text-center text-sm text-fg-muted"
    >
      {children}
    </p>
  );
}

function ErrorLine({ error }: { error: { message: string } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {error.message}
    </p>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `moderation-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface">
      <h2 id={id} className="border-b border-line px-4 py-3 text-base font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function HeldPosts({ held }: { held: ModerationQueue['held'] }) {
  const moderate = useModerateAnyPost();
  if (held.length === 0)
    return <p className="px-4 py-3 text-sm text-fg-muted">No post is waiting for review.</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {held.map((post) => (
          <li key={post.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Link to={postHref(post.id)} className="font-semibold text-fg hover:text-accent">
                {post.title}
              </Link>
              {post.excerpt && <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{post.excerpt}</p>}
              <p className="mt-1 text-xs text-fg-subtle">
                {post.author.name} · <time dateTime={post.created_at}>{when(post.created_at)}</time>
                {post.status === 'hidden' && ' · hidden'}
              </p>
            </div>
            <div role="group" aria-label={`Review “${post.title}”`} className="flex gap-2">
              <button
                type="button"
                className={buttonClasses('primary', 'sm')}
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ id: post.id, action: 'approve' })}
              >
                Approve
              </button>
              {post.status !== 'hidden' && (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: post.id, action: 'hide' })}
                >
                  Hide
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="px-4 pb-3">
        <ErrorLine error={moderate.error} />
      </div>
    </>
  );
}

function Reports({ reports }: { reports: ModerationQueue['reports'] }) {
  const moderatePost = useModerateAnyPost();
  const hideComment = useHideAnyComment();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  if (reports.length === 0) return <p className="px-4 py-3 text-sm text-fg-muted">No reports.</p>;
  const keyOf = (r: ModerationQueue['reports'][number]) => `${r.parent_type}:${r.parent_id}`;
  const markHidden = (key: string) => setHidden((s) => new Set(s).add(key));
  return (
    <>
      <ul className="divide-y divide-line">
        {reports.map((r) => {
          const what = r.parent_type === 'post' ? 'post' : 'comment';
          const key = keyOf(r);
          return (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-fg">
                  {r.post_id !== null ? (
                    <Link to={postHref(r.post_id)} className="font-semibold text-accent">
                      {what === 'post'
                        ? `Post #${r.parent_id}`
                        : `Comment #${r.parent_id} in post #${r.post_id}`}
                    </Link>
                  ) : (
                    <span className="font-semibold">Comment #{r.parent_id} (deleted post)</span>
                  )}
                </p>
                <p className="mt-1 break-words text-fg-muted">“{r.reason}”</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  Reported by {r.reporter.name} · <time dateTime={r.created_at}>{when(r.created_at)}</time>
                </p>
              </div>
              {hidden.has(key) ? (
                <p role="status" className="text-sm text-fg-muted">
                  {what === 'post' ? 'Post hidden.' : 'Comment hidden.'}
                </p>
              ) : (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Hide ${what} #${r.parent_id}`}
                  disabled={moderatePost.isPending || hideComment.isPending}
                  onClick={() =>
                    what === 'post'
                      ? moderatePost.mutate(
                          { id: r.parent_id, action: 'hide' },
                          { onSuccess: () => markHidden(key) },
                        )
                      : hideComment.mutate(r.parent_id, { onSuccess: () => markHidden(key) })
                  }
                >
                  Hide {what}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="px-4 pb-3">
        <ErrorLine error={moderatePost.error ?? hideComment.error} />
      </div>
    </>
  );
}

function QueueTab() {
  const queue = useModerationQueue(true);
  if (queue.isError) return <Notice alert>{queue.error.message}</Notice>;
  if (!queue.data) return <div aria-busy="true" className="h-40" />;
  return (
    <div className="space-y-6">
      <Card title={`Held posts (${queue.data.held.length})`}>
        <HeldPosts held={queue.data.held} />
      </Card>
      <Card title={`Reports (${queue.data.reports.length})`}>
        <Reports reports={queue.data.reports} />
      </Card>
    </div>
  );
}

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

function BansTab() {
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

const ACTION_LABEL: Record<string, string> = {
  hide: 'Hid',
  unhide: 'Unhid',
  lock: 'Locked',
  unlock: 'Unlocked',
  pin: 'Pinned',
  unpin: 'Unpinned',
  approve: 'Approved',
  ban: 'Banned',
  unban: 'Lifted the ban of',
};

function Target({ entry }: { entry: AuditLog['entries'][number] }) {
  if (entry.target_type === 'post')
    return (
      <Link to={postHref(entry.target_id)} className="text-accent">
        post #{entry.target_id}
      </Link>
    );
  if (entry.target_type === 'user') return <>learner #{entry.target_id}</>;
  return (
    <>
      {entry.target_type} #{entry.target_id}
    </>
  );
}

function AuditTab() {
  const audit = useAuditLog(true);
  const [page, setPage] = useState(1);
  if (audit.isError) return <Notice alert>{audit.error.message}</Notice>;
  if (!audit.data) return <div aria-busy="true" className="h-40" />;
  const entries = audit.data.entries;
  if (entries.length === 0) return <Notice>No moderator has acted yet.</Notice>;
  const pages = Math.max(1, Math.ceil(entries.length / AUDIT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = entries.slice((current - 1) * AUDIT_PAGE_SIZE, current * AUDIT_PAGE_SIZE);
  return (
    <Card title="Audit log">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs sm:text-sm">
          <thead className="text-xs uppercase text-fg-muted">
            <tr>
              <th scope="col" className={cell}>
                When
              </th>
              <th scope="col" className={cell}>
                Moderator
              </th>
              <th scope="col" className={cell}>
                Action
              </th>
              <th scope="col" className={cell}>
                Reason
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((e) => (
              <tr key={e.id} data-testid="audit-entry">
                <td className={`${cell} text-fg-muted sm:whitespace-nowrap`}>
                  <time dateTime={e.created_at}>{when(e.created_at)}</time>
                </td>
                <td className={`${cell} text-fg`}>{e.moderator ? e.moderator.name : 'A former moderator'}</td>
                <td className={`${cell} text-fg`}>
                  {ACTION_LABEL[e.action] ?? e.action} <Target entry={e} />
                </td>
                <td className={`${cell} break-words text-fg-muted`}>{e.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Pager
          page={current}
          pages={pages}
          onPage={setPage}
          label="Audit log pages"
          className="justify-between gap-3 border-t border-line px-4 py-3 text-sm"
        />
      )}
    </Card>
  );
}

export default function ModerationPage() {
  const auth = useAuth();
  const role = useModeratorRole(auth.isAuthenticated);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find(([key]) => key === search.get('tab'))?.[0] ?? 'queue';
  const setTab = (key: Tab) => setSearch(key === 'queue' ? {} : { tab: key }, { replace: true });
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link to="/campus" className="text-accent">
            ← Campus
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-fg">Moderation</h1>
      </header>
      {role === 'unknown' ? (
        <div aria-busy="true" className="h-40" />
      ) : role === 'no' ? (
        <Notice>Only moderators can see this page.</Notice>
      ) : (
        <>
          <div role="tablist" aria-label="Moderation" className="flex flex-wrap gap-1">
            {TABS.map(([key, label]) => (
              <button
                key={key}
                id={`moderation-tab-${key}`}
                role="tab"
                type="button"
                aria-selected={tab === key}
                aria-controls="moderation-panel"
                className={buttonClasses(tab === key ? 'primary' : 'secondary', 'sm')}
                onClick={() => setTab(key)}
              >
                {label}
              </button>
            ))}
          </div>
          <div id="moderation-panel" role="tabpanel" aria-labelledby={`moderation-tab-${tab}`}>
            {tab === 'queue' ? <QueueTab /> : tab === 'bans' ? <BansTab /> : <AuditTab />}
          </div>
        </>
      )}
    </main>
  );
}
