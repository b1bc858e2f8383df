/**
 * One video. Privacy first: nothing is loaded from the video's host until the learner presses Play (the player is
 * then the privacy-enhanced embed, youtube-nocookie.com or Vimeo with dnt=1); a video that cannot be embedded links
 * out. Pressing Play writes the watch log; "Mark as completed" is the spec's mark-video-completed call.
 */
import { useState } from 'react';
import type { Video } from '@katana/shared/api/library';
import { MarkdownHtml } from '../../../components/markdown/markdown-html.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ExternalIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { logVideoEvent, useCompleteVideo } from '../api/videos.ts';

export function VideoCard({ video, signedIn }: { video: Video; signedIn: boolean }) {
  const [playing, setPlaying] = useState(false);
  const complete = useCompleteVideo();
  const play = () => {
    setPlaying(true);
    if (signedIn && video.youtube_video_id)
      void logVideoEvent({
        youtube_video_id: video.youtube_video_id,
        event_type: 'PLAY',
        video_timestamp: 0,
      }).catch(() => {});
  };
  const host = new URL(video.url).hostname.replace(/^www\./, '');
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-4">
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-surface-muted">
        {playing && video.embed_url ? (
          <iframe
            src={`${video.embed_url}${video.embed_url.includes('?') ? '&' : '?'}autoplay=1`}
            title={video.title}
            className="h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : video.embed_url ? (
          <button
            type="button"
            onClick={play}
            className="flex h-full w-full flex-col items-center justify-center gap-2 text-fg hover:text-accent"
          >
            <span className="text-lg font-semibold">▶ Play “{video.title}”</span>
            <span className="text-xs text-fg-muted">Loads the player from {host}</span>
          </button>
        ) : (
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full w-full items-center justify-center gap-2 font-semibold text-accent"
          >
            Watch on {host} <ExternalIcon width="16" height="16" />
          </a>
        )}
      </div>
      <h3 className="mt-3 text-base font-semibold text-fg">{video.title}</h3>
      <p className="text-xs text-fg-muted">
        {video.topic} · {video.duration_minutes} min
      </p>
      {video.notes_html && <MarkdownHtml html={video.notes_html} className="mt-2 text-sm" />}
      {signedIn && (
        <div className="mt-3">
          {video.completed ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
              <SolvedIcon width="16" height="16" /> Completed
            </span>
          ) : (
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={complete.isPending}
              onClick={() => complete.mutate({ video_id: video.id, video_list_id: video.topic })}
            >
              Mark as completed
            </button>
          )}
        </div>
      )}
    </li>
  );
}
