/**
 * /campus/moderation: the moderators' own page. Review queue (held first posts to approve or hide, open reports of
 * posts and comments to resolve by hiding or to dismiss), bans from posting (list, ban a learner by uuid with a
 * reason and an optional last day, lift), and the audit log, newest first, naming the moderator and the learner each
 * action was about; ?tab=bans or ?tab=audit opens those tabs. Learners without the role get a plain notice, not an
 * error.
 */
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useModeratorRole } from '../../../lib/api/discussions.ts';
import { AuditTab } from '../components/moderation-audit.tsx';
import { BansTab } from '../components/moderation-bans.tsx';
import { QueueTab } from '../components/moderation-queue.tsx';
import { Notice } from '../components/moderation-ui.tsx';

const TABS = [
  ['queue', 'Review queue'],
  ['bans', 'Bans'],
  ['audit', 'Audit log'],
] as const;
type Tab = (typeof TABS)[number][0];

export default function ModerationPage() {
  const auth = useAuth();
  const role = useModeratorRole(auth.isAuthenticated);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find(([key]) => key === search.get('tab'))?.[0] ?? 'queue';
  const setTab = (key: Tab) => setSearch(key === 'queue' ? {} : { tab: key }, { replace: true });
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link to="/campus" className="text-accent">
            ← Campus
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-fg">Moderation</h1>
        {role === 'yes' && (
          <p className="text-sm">
            Answers to subjective problems are scored on{' '}
            <Link to="/subjective-answers/review" className="text-accent underline">
              their own review page
            </Link>
            .
          </p>
        )}
      </header>
      {role === 'unknown' ? (
        <div aria-busy="true" className="h-40" />
      ) : role === 'no' ? (
        <Notice>Only moderators can see this page.</Notice>
      ) : (
        <>
          <div role="tablist" aria-label="Moderation" className="flex flex-wrap gap-1">
            {TABS.map(([key, label]) => (
              <button
                key={key}
                id={`moderation-tab-${key}`}
                role="tab"
                type="button"
                aria-selected={tab === key}
                aria-controls="moderation-panel"
                className={buttonClasses(tab === key ? 'primary' : 'secondary', 'sm')}
                onClick={() => setTab(key)}
              >
                {label}
              </button>
            ))}
          </div>
          <div id="moderation-panel" role="tabpanel" aria-labelledby={`moderation-tab-${tab}`}>
            {tab === 'queue' ? <QueueTab /> : tab === 'bans' ? <BansTab /> : <AuditTab />}
          </div>
        </>
      )}
    </main>
  );
}
