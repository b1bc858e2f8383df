/**
 * What a share card shows when its generated image fails to load (spec 02 §8 "Image load errors fall back to a
 * default image"; "No other user-facing error text is shown"): the default image -- the Katana mark on the card's
 * background -- and a way to ask for the card again. No error text.
 */
import { buttonClasses } from '../ui/button-styles.ts';

export const DEFAULT_SHARE_IMAGE = '/favicon.svg';

/** `onRetry`: left out when asking again cannot help (the server said there is nothing to share). */
export function ShareImageFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <div
      data-testid="share-image-fallback"
      className="flex h-full flex-col items-center justify-center gap-3 p-3"
    >
      <img src={DEFAULT_SHARE_IMAGE} alt="" width={64} height={64} className="size-16 opacity-80" />
      {onRetry && (
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
