/** The moderation page's audit log: who did what to which post, comment or learner, newest first, in pages. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditLog } from '@katana/shared/api/discussions';
import { Pager } from '../../../components/ui/pager.tsx';
import { postHref } from '../../../components/discussions/post-card.tsx';
import { useAuditLog } from '../../../lib/api/discussions.ts';
import { Card, cell, Notice, PersonLink, when } from './moderation-ui.tsx';

const AUDIT_PAGE_SIZE = 20;

const ACTION_LABEL: Record<string, string> = {
  hide: 'Hid',
  unhide: 'Unhid',
  lock: 'Locked',
  unlock: 'Unlocked',
  pin: 'Pinned',
  unpin: 'Unpinned',
  approve: 'Approved',
  delete: 'Deleted',
  ban: 'Banned',
  unban: 'Lifted the ban of',
  resolve_report: 'Resolved the reports of',
  dismiss_report: 'Dismissed the reports of',
};

type Entry = AuditLog['entries'][number];

function Target({ entry }: { entry: Entry }) {
  const by = entry.target_user && (
    <>
      {' '}
      by <PersonLink person={entry.target_user} />
    </>
  );
  if (entry.target_type === 'user')
    return entry.target_user ? <PersonLink person={entry.target_user} /> : <>a removed learner</>;
  if (entry.target_type === 'post')
    return (
      <>
        <Link to={postHref(entry.target_id)} className="text-accent">
          post #{entry.target_id}
        </Link>
        {by}
      </>
    );
  return (
    <>
      {entry.target_type} #{entry.target_id}
      {by}
    </>
  );
}

export function AuditTab() {
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
                <td className={`${cell} text-fg`}>
                  {e.moderator ? <PersonLink person={e.moderator} /> : 'A former moderator'}
                </td>
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
