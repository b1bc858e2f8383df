/**
 * Sharing the rating (spec 02 §2 "Share panel", "A hidden certificate view is rendered to make a shareable image";
 * §3 share config with contest_rating_image; §4 "A contest-rating share needs a generated rating image with non-zero
 * size before the certificate call"; §5 share text). "Share" opens the panel headed "Share your contest rating",
 * asks the server for the share config, and previews the generated rating card. The share actions stay disabled
 * until the card has loaded with a non-zero natural size; the shared link is the learner's public profile, whose
 * page previews the same card on social sites. "Download image" saves the card.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  ShareCardType,
  canUploadRatingImage,
} from '@katana/shared/engagement/share';
import { ShareImageFallback } from '../../../../components/share/share-image-fallback.tsx';
import { CONTEST_RATING_SOURCE, SharePanel } from '../../../../components/share/share-panel.tsx';
import { buttonClasses, iconButtonClasses } from '../../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../../components/ui/icons.tsx';
import { ratingImageSrc, useRatingShareConfig } from './rating-share-api.ts';

type ImageState = 'loading' | 'ready' | 'failed';

function useCloseOnOutside(open: boolean, close: () => void) {
  const root = useRef<HTMLDivElement>(null);
  // A click outside or Escape closes the panel.
  useEffect(() => {
    if (!open) return;
    const click = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('click', click);
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('click', click);
      window.removeEventListener('keydown', key);
    };
  }, [open, close]);
  return root;
}

/** `version`: ratingImageVersion(current rating, contests attended) of the widget on screen. */
export function RatingShareButton({ version }: { version: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useCloseOnOutside(open, close);
  const config = useRatingShareConfig(version, open);
  const src = config.data ? ratingImageSrc(config.data.contest_rating_image) : null;
  // Per image link (a new link after a new contest starts over) and per attempt (Try again remounts the <img>).
  const [image, setImage] = useState<{ src: string; attempt: number; state: ImageState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const imageState: ImageState | null = !src
    ? null
    : image?.src === src && image.attempt === attempt
      ? image.state
      : 'loading';
  const ready = imageState === 'ready';
  const failed = config.isError || imageState === 'failed';

  function settle(img: HTMLImageElement | null) {
    if (!src) return;
    // The spec's "non-zero size": a card that decoded to nothing is not shared.
    const size = img ? img.naturalWidth * img.naturalHeight : 0;
    setImage({ src, attempt, state: canUploadRatingImage({ size }) ? 'ready' : 'failed' });
  }

  function retry() {
    setAttempt((a) => a + 1);
    if (config.isError) void config.refetch();
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        className={buttonClasses('secondary', 'sm')}
        onClick={() => setOpen((o) => !o)}
      >
        Share
      </button>
      {open && (
        <SharePanel
          config={config.data ?? { url: window.location.href }}
          source={CONTEST_RATING_SOURCE}
          cardType={ShareCardType.CONTEST_RATING}
          disabled={!ready}
          // Phones: a sheet across the screen under the header (the Share button may wrap to the left, where a
          // right-aligned dropdown would leave the screen); wider screens: a dropdown under the button.
          className="fixed inset-x-3 top-20 z-50 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:z-20 sm:mt-2 sm:w-96"
        >
          {/* On phones the sheet covers the Share button: it needs its own way out. */}
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className={`${iconButtonClasses} absolute right-1 top-1 z-10 size-8 bg-surface/90 sm:hidden`}
          >
            <CloseIcon width={16} height={16} />
          </button>
          <div
            className="relative mb-2 overflow-hidden rounded-lg border border-line bg-surface-muted"
            style={{ aspectRatio: `${SHARE_IMAGE_WIDTH} / ${SHARE_IMAGE_HEIGHT}` }}
          >
            {failed ? (
              // A learner with nothing to share never sees the Share button; anything else may work next time.
              <ShareImageFallback
                onRetry={config.isError && config.error.status === 404 ? undefined : retry}
              />
            ) : (
              <>
                {!ready && (
                  <div
                    role="status"
                    aria-busy="true"
                    className="absolute inset-0 flex animate-pulse items-center justify-center text-xs text-fg-subtle"
                  >
                    Generating your rating card…
                  </div>
                )}
                {src && (
                  <img
                    key={attempt}
                    src={src}
                    alt="Your contest rating card"
                    width={SHARE_IMAGE_WIDTH}
                    height={SHARE_IMAGE_HEIGHT}
                    onLoad={(e) => settle(e.currentTarget)}
                    onError={() => settle(null)}
                    className={`h-full w-full object-contain ${ready ? '' : 'opacity-0'}`}
                  />
                )}
              </>
            )}
          </div>
          {ready && src && (
            <p className="mb-2 text-right">
              <a
                href={src}
                download="contest-rating.png"
                className="text-xs font-medium text-accent underline hover:no-underline"
              >
                Download image
              </a>
            </p>
          )}
        </SharePanel>
      )}
    </div>
  );
}
