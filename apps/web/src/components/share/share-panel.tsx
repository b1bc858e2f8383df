/**
 * The share panel (spec 02 §2 "Share panel", §4 "Sharing", §8 copy-link texts, §9 share tooltip 800 ms): LinkedIn and
 * WhatsApp directly and a "more" menu with Twitter, Facebook, Gmail and Copy Link. Share actions open a new window
 * on the site's share intent with the text and url (packages/shared/src/engagement/share.ts builds them, with the
 * utm defaults). The heading names the contest rating for that source, the achievements otherwise; the achievement
 * widget source also offers "I don't want to share".
 */
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  ACHIEVEMENT_WIDGET_SOURCE,
  COPY_LINK_SUCCESS,
  DIRECT_SHARE_CHANNELS,
  DONT_WANT_TO_SHARE,
  MORE_SHARE_CHANNELS,
  moreMenuReducer,
  ShareCardType,
  ShareChannel,
  ShareHeading,
  sharedUrl,
  shareWindowUrl,
  withShareDefaults,
  type ShareConfig,
} from '@katana/shared/engagement/share';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useNotify } from '../../lib/notifications/notifications.tsx';
import { ChannelIcon, MoreIcon } from './share-icons.tsx';
import { HoverTooltip } from './hover-tooltip.tsx';

/** Where the panel is opened from; 'contest_rating' picks the contest heading. */
export const CONTEST_RATING_SOURCE = 'contest_rating';

const CARD_LABELS: Record<ShareCardType, string> = {
  topic: 'Topic',
  streak: 'Streak',
  contest_rank: 'Contest rank',
  contest_rating: 'Contest rating',
  challenge_achievement: 'Challenge achievement',
  challenge_badge: 'Challenge badge',
};

export interface SharePanelProps {
  config: ShareConfig;
  /** The spec's source: 'contest_rating', 'achievement_widget', 'streak_toast', 'badge_certificate'... */
  source: string;
  cardType: ShareCardType;
  /** "I don't want to share" (achievement widget source only). */
  onDecline?(): void;
  onShared?(channel: ShareChannel): void;
  /** A preview of the card being shared (the certificate image, the rating card...). */
  children?: ReactNode;
  /** The card is not ready yet (the rating image is still being generated): the share actions wait. */
  disabled?: boolean;
  className?: string;
}

export function sharePanelHeading(source: string): string {
  return source === CONTEST_RATING_SOURCE ? ShareHeading.CONTEST_RATING : ShareHeading.ACHIEVEMENTS;
}

export function SharePanel({
  config,
  source,
  cardType,
  onDecline,
  onShared,
  children,
  disabled = false,
  className,
}: SharePanelProps) {
  const uuid = useAuth().user?.uuid ?? null;
  const notify = useNotify();
  const full = withShareDefaults(config, uuid);
  const [moreOpen, dispatchMore] = useReducer(moreMenuReducer, false);
  const [copied, setCopied] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);

  // "The more menu toggles open or closed and closes on any window click" (clicks on its own toggle excepted,
  // which toggle it themselves).
  useEffect(() => {
    if (!moreOpen) return;
    const close = (event: MouseEvent) => {
      if (moreRef.current?.contains(event.target as Node)) return;
      dispatchMore('window_click');
    };
    window.addEventListener('click', close);
    return () => window.removeEventListener('click', close);
  }, [moreOpen]);

  async function share(channel: ShareChannel) {
    if (channel === ShareChannel.CopyLink) {
      try {
        await navigator.clipboard.writeText(sharedUrl(full, channel));
        setCopied(true);
        notify({ kind: 'success', title: COPY_LINK_SUCCESS.title, message: COPY_LINK_SUCCESS.message });
      } catch {
        notify({ kind: 'error', title: 'Could not copy the link', message: 'Copy it from the address bar instead.' });
      }
    } else {
      const target = shareWindowUrl(full, channel);
      if (target) window.open(target, '_blank', 'noopener,noreferrer');
    }
    // A site picked from the menu closes it; Copy Link keeps it open to show "Link Copied!".
    if (channel !== ShareChannel.CopyLink) dispatchMore('window_click');
    onShared?.(channel);
  }

  const heading = sharePanelHeading(source);
  return (
    <section
      aria-label={heading}
      data-card-type={cardType}
      className={clsx('rounded-xl border border-line bg-surface p-3 text-fg', className)}
    >
      {children}
      <h3 className="text-sm font-semibold">{heading}</h3>
      <p className="sr-only">{CARD_LABELS[cardType]} card</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {DIRECT_SHARE_CHANNELS.map((channel) => (
          <HoverTooltip key={channel} label={`Share on ${channel}`}>
            <button
              type="button"
              aria-label={channel}
              disabled={disabled}
              onClick={() => void share(channel)}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-surface"
            >
              <ChannelIcon channel={channel} />
              <span>{channel}</span>
            </button>
          </HoverTooltip>
        ))}
        <div ref={moreRef} className="relative">
          <HoverTooltip label="More options">
            <button
              type="button"
              aria-label="More share options"
              aria-haspopup="menu"
              aria-expanded={moreOpen}
              disabled={disabled}
              onClick={() => dispatchMore('toggle')}
              className="inline-flex size-9 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-surface"
            >
              <MoreIcon />
            </button>
          </HoverTooltip>
          {moreOpen && !disabled && (
            <ul
              role="menu"
              aria-label="More share options"
              className="absolute right-0 z-20 mt-1 w-44 rounded-lg border border-line bg-surface py-1 text-sm shadow-lg"
            >
              {MORE_SHARE_CHANNELS.map((channel) => (
                <li key={channel} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => void share(channel)}
                    className="flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-surface-muted"
                  >
                    <ChannelIcon channel={channel} />
                    {channel === ShareChannel.CopyLink && copied ? COPY_LINK_SUCCESS.message : channel}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {source === ACHIEVEMENT_WIDGET_SOURCE && onDecline && (
        <button type="button" onClick={onDecline} className="mt-3 text-xs font-medium text-fg-muted underline hover:text-fg">
          {DONT_WANT_TO_SHARE}
        </button>
      )}
    </section>
  );
}
