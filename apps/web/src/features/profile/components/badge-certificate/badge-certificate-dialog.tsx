/**
 * A badge's certificate (spec 02 §2 "Share panel", §3 "Certificate responses carry certificate_image", §4 "Sharing is
 * allowed only for the first badge"): the server's PNG at 1044 x 584, a download link and, when the badge may be
 * shared, the share panel with the certificate's public link.
 */
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import type { UserBadge } from '@katana/shared/engagement/api-streaks-badges';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCardType } from '@katana/shared/engagement/share';
import { SharePanel } from '../../../../components/share/share-panel.tsx';
import { ShareImageFallback } from '../../../../components/share/share-image-fallback.tsx';
import { buttonClasses, iconButtonClasses } from '../../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../../components/ui/icons.tsx';
import { useReturnFocus } from '../../../../lib/a11y/use-return-focus.ts';
import { appConfig } from '../../../../lib/config/app-config.ts';
import type { ViewerId } from '../../api/paths.ts';
import { useBadgeCertificate } from './badge-certificate-api.ts';

export const BADGE_CERTIFICATE_SHARE_SOURCE = 'badge_certificate';

const CARD_TYPES: Record<UserBadge['entity_type'], ShareCardType> = {
  PracticeTopic: ShareCardType.TOPIC,
  GuidedPath: ShareCardType.TOPIC,
  Subject: ShareCardType.TOPIC,
  ContestRound: ShareCardType.CONTEST_RANK,
  Challenge: ShareCardType.CHALLENGE_BADGE,
  Streak: ShareCardType.STREAK,
};

export function badgeShareText(badge: UserBadge, brand = appConfig.brandName): string {
  const rank = badge.contest_rank !== null ? ` with rank ${badge.contest_rank}` : '';
  return `I earned the ${badge.tier} badge in ${badge.entity_name}${rank} on ${brand}!`;
}

export interface BadgeCertificateDialogProps {
  viewer: ViewerId;
  badge: UserBadge;
  /** canShareBadge(index) of the list it was opened from. */
  shareable: boolean;
  onClose(): void;
}

export function BadgeCertificateDialog({ viewer, badge, shareable, onClose }: BadgeCertificateDialogProps) {
  const certificate = useBadgeCertificate(viewer, badge);
  const [imageFailed, setImageFailed] = useState(false);
  const title = `${badge.entity_name} · ${badge.tier}`;
  const url = certificate.data;
  const failed = certificate.isError || imageFailed;
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-[70] max-h-[calc(100dvh-2rem)] w-[min(640px,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-4 text-fg shadow-xl outline-none sm:p-5"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-base font-semibold sm:text-lg">{title}</Dialog.Title>
            <Dialog.Close className={`${iconButtonClasses} size-8 shrink-0`} aria-label="Close">
              <CloseIcon width={16} height={16} />
            </Dialog.Close>
          </div>
          <div
            className="mt-3 overflow-hidden rounded-xl border border-line bg-surface-muted"
            style={{ aspectRatio: `${SHARE_IMAGE_WIDTH} / ${SHARE_IMAGE_HEIGHT}` }}
          >
            {failed ? (
              <ShareImageFallback
                onRetry={() => {
                  setImageFailed(false);
                  void certificate.refetch();
                }}
              />
            ) : url ? (
              <img
                src={url}
                alt={`Certificate: ${title}`}
                width={SHARE_IMAGE_WIDTH}
                height={SHARE_IMAGE_HEIGHT}
                onError={() => setImageFailed(true)}
                className="h-full w-full object-contain"
              />
            ) : (
              <div
                role="status"
                aria-busy="true"
                aria-label="Loading the certificate"
                className="h-full animate-pulse"
              />
            )}
          </div>
          {url && !failed && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
              <a
                href={url}
                download={`badge-${badge.user_badge_level_id}.png`}
                className={buttonClasses('primary', 'md', 'shrink-0 justify-center')}
              >
                Download
              </a>
              {shareable && (
                <SharePanel
                  config={{ url, text: badgeShareText(badge), title, imageUrl: url }}
                  source={BADGE_CERTIFICATE_SHARE_SOURCE}
                  cardType={CARD_TYPES[badge.entity_type]}
                  className="flex-1"
                />
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
