/**
 * Sharing the rating (spec 02 §2 "Share panel", §5): "Share" opens the share panel headed "Share your contest
 * rating"; the server's share text names the rating, the contests attended and the top percentage, and its campaign
 * goes on the link.
 */
import { useEffect, useRef, useState } from 'react';
import { ShareCardType } from '@katana/shared/engagement/share';
import { CONTEST_RATING_SOURCE, SharePanel } from '../../../../components/share/share-panel.tsx';
import { buttonClasses } from '../../../../components/ui/button-styles.ts';

export function RatingShareButton({ text, campaign }: { text: string; campaign: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // A click outside or Escape closes the panel.
  useEffect(() => {
    if (!open) return;
    const click = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('click', click);
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('click', click);
      window.removeEventListener('keydown', key);
    };
  }, [open]);
  const url = new URL('/contests', window.location.origin).toString();
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
          config={{ url, text, title: 'My contest rating', utm_campaign: campaign }}
          source={CONTEST_RATING_SOURCE}
          cardType={ShareCardType.CONTEST_RATING}
          className="absolute right-0 top-full z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] shadow-lg"
        />
      )}
    </div>
  );
}
