/**
 * A video item: a click-to-load facade in front of the privacy-friendly player (nothing is fetched from the video
 * host until the learner asks for it), or a link out when the video cannot be embedded. The written notes below
 * carry the lesson either way.
 */
import { useState } from 'react';
import { ExternalIcon } from '../ui/icons.tsx';

export function VideoPlayer({
  title,
  url,
  embedUrl,
}: {
  title: string;
  url: string;
  embedUrl: string | null;
}) {
  const [loaded, setLoaded] = useState(false);
  if (!embedUrl)
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer noopener"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border border-line bg-surface-muted text-sm font-medium text-accent hover:underline"
      >
        <ExternalIcon />
        Watch “{title}” on the video’s site
      </a>
    );
  if (!loaded)
    return (
      <button
        type="button"
        onClick={() => setLoaded(true)}
        className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-line bg-neutral-900 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-accent text-2xl transition-transform group-hover:scale-105"
        >
          ▶
        </span>
        <span className="text-sm font-medium">Play video: {title}</span>
        <span className="px-4 text-xs text-neutral-300">
          The player loads from the video host when you press play.
        </span>
      </button>
    );
  return (
    <iframe
      src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
      title={title}
      className="aspect-video w-full rounded-xl border border-line"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
