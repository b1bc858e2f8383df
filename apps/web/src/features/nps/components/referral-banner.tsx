/**
 * The referral banner under the NPS thank-you (spec 02 §2, §5: only for ratings above 7). Katana pays no referral
 * money (show_cc_content is always false, docs/architecture.md "Referral"), so the banner promises none: it invites
 * friends with the learner's link. A failed load leaves it out (spec 02 §8).
 */
import { CopyLinkField } from '../../../components/referral/copy-link-field.tsx';
import { useReferralTrigger } from '../api/referral-trigger.ts';

export function ReferralBanner({ viewer, brandName }: { viewer: string | number; brandName: string }) {
  const trigger = useReferralTrigger(viewer);
  const link = trigger.data?.referral_link;
  if (!link) return null;
  return (
    <aside
      aria-label="Invite friends"
      className="flex flex-col gap-3 rounded-xl border border-line bg-accent-soft p-4"
    >
      <div>
        <p className="text-sm font-semibold text-fg">Glad you like it! Invite a friend</p>
        <p className="mt-1 text-sm text-fg-muted">
          Share your link: friends who open it can create a free {brandName} account and practise with you.
        </p>
      </div>
      <CopyLinkField link={link} compact />
    </aside>
  );
}
