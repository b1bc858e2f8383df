/**
 * The header's "What's new" link with its "new" dot: shown while a release newer than the last one the viewer read
 * exists (the server knows for a learner, local storage for a visitor), gone once /whats-new has been opened.
 */
import { Link } from 'react-router';
import { iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { SparkleIcon } from '../../../components/ui/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { hasUnread, useWhatsNew } from '../api/whats-new.ts';

export function WhatsNewLink() {
  const auth = useAuth();
  const whatsNew = useWhatsNew(auth.user?.id ?? null);
  // Until the session is known, a learner would be judged by this browser's storage like a visitor.
  if (!auth.ready || !hasUnread(whatsNew.data, auth.isAuthenticated)) return null;
  return (
    <Link
      to="/whats-new"
      className={`${iconButtonClasses} relative`}
      aria-label="What's new (unread)"
      title="What's new"
      data-testid="whats-new-dot"
    >
      <SparkleIcon />
      <span aria-hidden="true" className="absolute right-1.5 top-1.5 size-2 rounded-full bg-red-600" />
    </Link>
  );
}
