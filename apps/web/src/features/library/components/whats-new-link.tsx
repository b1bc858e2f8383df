/**
 * The header's "What's new" link with its "new" dot: shown while a release newer than the last one the viewer read
 * exists (the server knows for a learner, local storage for a visitor), gone once /whats-new has been opened.
 * Phones have no room for it in the header's row: there the menu button carries the dot and the drawer lists
 * "What's new" with it (WhatsNewDrawerLink), until read.
 */
import { Link } from 'react-router';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { SparkleIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { hasUnread, useWhatsNew } from '../api/whats-new.ts';

/** Whether the viewer has a release of what's new to read (false until the session is known). */
export function useWhatsNewUnread(): boolean {
  const auth = useAuth();
  const whatsNew = useWhatsNew(auth.user?.id ?? null);
  // Until the session is known, a learner would be judged by this browser's storage like a visitor.
  return auth.ready && hasUnread(whatsNew.data, auth.isAuthenticated);
}

const dot = 'size-2 rounded-full bg-red-600';

export function WhatsNewLink() {
  if (!useWhatsNewUnread()) return null;
  return (
    <Link
      to="/whats-new"
      className={`${iconButtonClasses} relative`}
      aria-label="What's new (unread)"
      title="What's new"
      data-testid="whats-new-dot"
    >
      <SparkleIcon />
      <span aria-hidden="true" className={`absolute right-1.5 top-1.5 ${dot}`} />
    </Link>
  );
}

/** The "new" dot on the phone's menu button while a release is unread. */
export function WhatsNewMenuDot() {
  if (!useWhatsNewUnread()) return null;
  return <span aria-hidden="true" className={`pointer-events-none absolute right-1.5 top-1.5 ${dot}`} />;
}

/** The drawer's "What's new" entry with its dot, while a release is unread. */
export function WhatsNewDrawerLink({ onSelect }: { onSelect: () => void }) {
  if (!useWhatsNewUnread()) return null;
  return (
    <Link
      to="/whats-new"
      onClick={onSelect}
      aria-label="What's new (unread)"
      className="flex items-center gap-2 rounded-lg border-b border-line px-3 py-3 text-sm font-semibold hover:bg-surface-muted"
    >
      <SparkleIcon />
      <span>What&apos;s new</span>
      <span aria-hidden="true" className={`ml-auto ${dot}`} />
    </Link>
  );
}
