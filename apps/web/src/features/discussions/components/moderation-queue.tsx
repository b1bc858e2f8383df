/**
 * The moderation page's review queue: held first posts (approve or hide: either decision takes the post out of the
 * queue) and open reports (hide what is reported, which resolves the report, or dismiss it; either way it leaves).
 */
import { Link } from 'react-router';
import type { ModerationQueue } from '@katana/shared/api/discussions';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { postHref } from '../../../components/discussions/post-card.tsx';
import { useDecideReport, useModerateAnyPost, useModerationQueue } from '../../../lib/api/discussions.ts';
import { Card, ErrorLine, Notice, PersonLink, when } from './moderation-ui.tsx';

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
                <Link to={`/profile/${post.author.uuid}`} className="text-accent">
                  {post.author.name}
                </Link>{' '}
                · <time dateTime={post.created_at}>{when(post.created_at)}</time>
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
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ id: post.id, action: 'hide' })}
              >
                Hide
              </button>
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

type Report = ModerationQueue['reports'][number];

function ReportTarget({ report }: { report: Report }) {
  if (report.post_id === null)
    return <span className="font-semibold">Comment #{report.parent_id} (deleted post)</span>;
  return (
    <Link to={postHref(report.post_id)} className="font-semibold text-accent">
      {report.parent_type === 'post'
        ? `Post #${report.parent_id}`
        : `Comment #${report.parent_id} in post #${report.post_id}`}
    </Link>
  );
}

function Reports({ reports }: { reports: Report[] }) {
  const decide = useDecideReport();
  if (reports.length === 0) return <p className="px-4 py-3 text-sm text-fg-muted">No open reports.</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {reports.map((r) => {
          const what = r.parent_type === 'post' ? 'post' : 'comment';
          return (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-fg">
                  <ReportTarget report={r} />
                  {r.author && (
                    <span className="text-fg-muted">
                      {' '}
                      by <PersonLink person={r.author} />
                    </span>
                  )}
                </p>
                <p className="mt-1 break-words text-fg-muted">“{r.reason}”</p>
                <p className="mt-1 text-xs text-fg-subtle">
                  Reported by <PersonLink person={r.reporter} /> ·{' '}
                  <time dateTime={r.created_at}>{when(r.created_at)}</time>
                </p>
              </div>
              <div role="group" aria-label={`Decide report #${r.id}`} className="flex gap-2">
                <button
                  type="button"
                  className={buttonClasses('primary', 'sm')}
                  aria-label={`Hide ${what} #${r.parent_id}`}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, action: 'resolve' })}
                >
                  Hide {what}
                </button>
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Dismiss report #${r.id}`}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, action: 'dismiss' })}
                >
                  Dismiss
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="px-4 pb-3">
        <ErrorLine error={decide.error} />
      </div>
    </>
  );
}

export function QueueTab() {
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
