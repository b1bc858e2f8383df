/**
 * Sharing the rating (spec 02 §2 "Share panel", §5): "Share" opens the share panel headed "Share your contest
 * rating"; the server's share text names the rating, the contests attended and the top percentage, and its campaign
 * goes on the link.
 */
import { useState } from 'react';
import { ShareCardType } from '@katana/shared/engagement/share';
import { CONTEST_RATING_SOURCE, SharePanel } from '../../../../components/share/share-panel.tsx';
import { buttonClasses } from '../../../../components/ui/button-styles.ts';

export function RatingShareButton({ text, campaign }: { text: string; campaign: string }) {
  const [open, setOpen] = useState(false);
  const url = new URL('/contests', window.location.origin).toString();
  return (
    <div className="relative">
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
          className="absolute right-0 top-full z-20 mt-2 w-72 shadow-lg"
        />
      )}
    </div>
  );
}
