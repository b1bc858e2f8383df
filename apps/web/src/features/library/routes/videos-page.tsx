/**
 * /resources/videos: the operator's videos by topic. Katana ships none (a third-party video is a claim we cannot
 * check), so an empty list explains how an operator adds them.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useVideos } from '../api/videos.ts';
import { PageError, PageLoading } from '../components/page-state.tsx';
import { VideoCard } from '../components/video-card.tsx';

export default function VideosPage() {
  const auth = useAuth();
  const list = useVideos(auth.user?.id ?? null);
  const [topic, setTopic] = useState('');
  if (list.isPending) return <PageLoading label="Loading the videos…" />;
  if (list.isError)
    return <PageError error={list.error} what="The videos" onRetry={() => void list.refetch()} />;
  const { videos, topics } = list.data;
  const shown = topic ? videos.filter((v) => v.topic === topic) : videos;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
      <Link to="/resources" className="text-sm text-fg-muted hover:text-accent">
        ← Resources
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-fg sm:text-3xl">Videos</h1>
      {videos.length === 0 ? (
        <section className="mt-6 max-w-2xl rounded-2xl border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold text-fg">No videos yet</h2>
          <p className="mt-2 text-sm leading-6 text-fg-muted">
            This site has not added any videos. Videos are the operator’s own: to add one, put a YAML file in
            the server’s <code>content/videos/</code> folder with its title, topic, https address, length in
            minutes and notes (the format is in <code>content/videos/README.md</code>), then restart the
            server. A video’s player loads only when a learner presses Play.
          </p>
          <p className="mt-3 text-sm">
            Meanwhile, the{' '}
            <Link to="/library" className="font-medium text-accent">
              library
            </Link>{' '}
            has articles on the same topics.
          </p>
        </section>
      ) : (
        <>
          {topics.length > 1 && (
            <div className="mt-4 max-w-xs">
              <label htmlFor="video-topic" className="text-sm font-medium text-fg">
                Topic
              </label>
              <select
                id="video-topic"
                value={topic}
                onChange={(e) => setTopic(e.target.value)}
                className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              >
                <option value="">All topics ({videos.length})</option>
                {topics.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.value} ({t.count})
                  </option>
                ))}
              </select>
            </div>
          )}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {shown.map((v) => (
              <VideoCard key={v.id} video={v} signedIn={auth.isAuthenticated} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
