/**
 * Sharing the rating (spec 02 §5): the server's share text names the rating, the contests attended and the top
 * percentage. The system share sheet where there is one, else the text and link go to the clipboard.
 */
import { buttonClasses } from '../../../../components/ui/button-styles.ts';
import { useNotify } from '../../../../lib/notifications/notifications.tsx';

export function RatingShareButton({ text, campaign }: { text: string; campaign: string }) {
  const notify = useNotify();
  async function share() {
    const url = new URL('/contests', window.location.origin);
    url.searchParams.set('utm_campaign', campaign);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text, url: url.toString() });
        return;
      }
      await navigator.clipboard.writeText(`${text} ${url.toString()}`);
      notify({ kind: 'success', title: 'Share text copied' });
    } catch {
      // The learner closed the share sheet, or the clipboard is not allowed: nothing to report.
    }
  }
  return (
    <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => void share()}>
      Share
    </button>
  );
}
