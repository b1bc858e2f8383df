/**
 * A learner's invite link with a Copy button (spec 02 §4 "Referral banner": "Link copied" shows for 1 s, §9).
 * Used by the NPS survey's referral banner and by the /referral page. A failed copy says nothing (spec 02 §8:
 * referral failures are ignored); the link stays selectable in the field.
 */
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { REFERRAL_LINK_COPIED, REFERRAL_LINK_COPIED_MS } from '@katana/shared/engagement/social';
import { buttonClasses } from '../ui/button-styles.ts';

export function CopyLinkField({ link, compact = false }: { link: string; compact?: boolean }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const handle = setTimeout(() => setCopiedAt(null), REFERRAL_LINK_COPIED_MS);
    return () => clearTimeout(handle);
  }, [copiedAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopiedAt(Date.now());
    } catch {
      // Ignored (spec 02 §8); the field can still be selected by hand.
    }
  }

  return (
    <div
      className={clsx(
        'flex w-full items-stretch gap-2',
        compact ? 'flex-row' : 'flex-col min-[600px]:flex-row',
      )}
    >
      <input
        readOnly
        aria-label="Your invite link"
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className={clsx(
          'h-9 min-w-0 shrink-0 rounded-lg border border-line bg-surface-muted px-3 text-sm text-fg',
          // In the phone column a flex-basis of 0 would collapse the field's height.
          compact ? 'flex-1' : 'min-[600px]:flex-1',
        )}
      />
      <button
        type="button"
        onClick={() => void copy()}
        className={buttonClasses('primary', 'md', 'shrink-0')}
      >
        Copy link
      </button>
      <span
        role="status"
        className="self-center whitespace-nowrap text-sm font-medium text-emerald-700 empty:hidden dark:text-emerald-400"
      >
        {copiedAt !== null ? REFERRAL_LINK_COPIED : ''}
      </span>
    </div>
  );
}
