/**
 * /referral (spec 01 route map; spec 02 "Referral banner"): the learner's invite link with Copy ("Link copied" for
 * 1 s) and how many friends created an account through it. Katana pays no referral money (docs/architecture.md
 * "Referral"), so the page promises none. Signed out, it explains the link and offers to sign in.
 */
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLoginDialog } from '../../../lib/auth/login-dialog-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { CopyLinkField } from '../../../components/referral/copy-link-field.tsx';
import { RetryError } from '../../../components/ui/retry-error.tsx';
import { useReferralSummary } from '../api/referral-summary.ts';

export const friendsJoinedText = (n: number) =>
  n === 0
    ? 'No friends have joined through your link yet.'
    : `${n} ${n === 1 ? 'friend has' : 'friends have'} joined through your link.`;

export default function ReferralPage() {
  const { isAuthenticated, user, ready } = useAuth();
  const brand = appConfig.brandName;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-6 py-12">
      <h1 className="text-3xl font-bold text-fg">Invite friends to {brand}</h1>
      <p className="mt-3 text-base text-fg-muted">
        Practising is easier with friends. Share your personal link: anyone who opens it can create a free
        account, and we count them here. There is no reward or payment for inviting — just more people to
        solve problems with.
      </p>
      {!ready ? (
        <div aria-busy="true" className="mt-8 h-24" />
      ) : isAuthenticated && user ? (
        <SignedInReferral viewer={user.id} />
      ) : (
        <SignedOutReferral />
      )}
    </section>
  );
}

function SignedInReferral({ viewer }: { viewer: string | number }) {
  const summary = useReferralSummary(viewer);
  if (summary.isPending) return <div aria-busy="true" className="mt-8 h-24" />;
  if (summary.isError)
    return (
      <div className="mt-8">
        <RetryError onRetry={() => void summary.refetch()} />
      </div>
    );
  const { referral_link, joined_count } = summary.data;
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="rounded-xl border border-line bg-surface p-5">
        <h2 className="text-sm font-semibold text-fg">Your invite link</h2>
        <div className="mt-3">
          <CopyLinkField link={referral_link} />
        </div>
      </div>
      <div className="rounded-xl border border-line bg-surface p-5">
        <h2 className="text-sm font-semibold text-fg">Friends who joined</h2>
        <p className="mt-2 flex items-baseline gap-3">
          <span data-testid="referral-joined-count" className="text-3xl font-bold text-fg">
            {joined_count}
          </span>
          <span className="text-sm text-fg-muted">{friendsJoinedText(joined_count)}</span>
        </p>
      </div>
    </div>
  );
}

function SignedOutReferral() {
  const { openLogin } = useLoginDialog();
  return (
    <div className="mt-8 rounded-xl border border-line bg-surface p-5">
      <p className="text-sm text-fg">Sign in to get your invite link and see how many friends have joined.</p>
      <button
        type="button"
        onClick={() => openLogin({ source: 'referral' })}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        Sign in
      </button>
    </div>
  );
}
