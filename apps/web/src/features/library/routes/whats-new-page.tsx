/**
 * /whats-new: the changelog, newest release first. Opening it marks the newest release read, which clears the
 * header's dot (for a visitor, in this browser).
 */
import { useEffect } from 'react';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { hasUnread, useMarkWhatsNewRead, useWhatsNew } from '../api/whats-new.ts';
import { PageError, PageLoading } from '../components/page-state.tsx';

export default function WhatsNewPage() {
  const auth = useAuth();
  const signedIn = auth.isAuthenticated;
  const whatsNew = useWhatsNew(auth.user?.id ?? null);
  const markRead = useMarkWhatsNewRead(signedIn);
  const latest = whatsNew.data?.latest_version ?? null;
  const unread = auth.ready && hasUnread(whatsNew.data, signedIn);
  const { mutate } = markRead;
  useEffect(() => {
    if (latest && unread) mutate(latest);
  }, [latest, unread, mutate]);

  if (whatsNew.isPending) return <PageLoading label="Loading what's new…" />;
  if (whatsNew.isError)
    return <PageError error={whatsNew.error} what="What's new" onRetry={() => void whatsNew.refetch()} />;
  const { entries } = whatsNew.data;
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">What’s new</h1>
      {entries.length === 0 ? (
        <p className="mt-4 text-fg-muted">No releases have been published yet.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-6">
          {entries.map((e) => (
            <li key={e.version} className="rounded-2xl border border-line bg-surface p-5">
              <h2 className="text-lg font-semibold text-fg">
                {e.title} <span className="text-sm font-normal text-fg-muted">· {e.version}</span>
              </h2>
              <p className="text-xs text-fg-muted">
                <time dateTime={e.date}>{e.date}</time>
              </p>
              <MarkdownHtml html={e.html} className="mt-3" />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
