/**
 * Sharing a challenge (spec 02 §2 share card types challenge achievement and challenge badge): the learner's card
 * image as the preview, the share panel with the challenge's page as the link. The achievement card needs a solved
 * day, the badge card a Challenge badge.
 */
import { useState } from 'react';
import {
  ChallengesPaths,
  type ChallengeDetail,
  type ChallengeShareCard,
} from '@katana/shared/api/challenges';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, ShareCardType } from '@katana/shared/engagement/share';
import { SharePanel } from '../../../components/share/share-panel.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { appConfig } from '../../../lib/config/app-config.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';

function cardSrc(slug: string, uuid: string, card: ChallengeShareCard): string {
  const path = apiPath(ChallengesPaths.card, { slug, uuid, file: `${card}.png` }).replace(/^\/api\//, '');
  return new URL(`${appConfig.apiBaseUrl.replace(/\/$/, '')}/${path}`, window.location.origin).toString();
}

export function ChallengeShare({ challenge }: { challenge: ChallengeDetail }) {
  const [open, setOpen] = useState<ChallengeShareCard | null>(null);
  const uuid = challenge.viewer_uuid;
  if (!uuid || challenge.progress.solved === 0) return null;
  const cards: { card: ChallengeShareCard; label: string }[] = [
    { card: 'challenge_achievement', label: 'Share my progress' },
    ...(challenge.badge ? [{ card: 'challenge_badge' as const, label: 'Share my badge' }] : []),
  ];
  const url = new URL(`/challenges/${challenge.slug}`, window.location.origin).toString();
  const text =
    open === 'challenge_badge' && challenge.badge
      ? `I earned the level ${challenge.badge.level} badge in ${challenge.title}.`
      : `I solved ${challenge.progress.solved} of ${challenge.progress.total} days of ${challenge.title}.`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {cards.map(({ card, label }) => (
          <button
            key={card}
            type="button"
            aria-expanded={open === card}
            className={buttonClasses('secondary')}
            onClick={() => setOpen(open === card ? null : card)}
          >
            {label}
          </button>
        ))}
      </div>
      {open && (
        <SharePanel
          config={{ url, text, title: challenge.title }}
          source="challenge"
          cardType={
            open === 'challenge_badge' ? ShareCardType.CHALLENGE_BADGE : ShareCardType.CHALLENGE_ACHIEVEMENT
          }
        >
          <img
            src={cardSrc(challenge.slug, uuid, open)}
            width={SHARE_IMAGE_WIDTH}
            height={SHARE_IMAGE_HEIGHT}
            alt={text}
            className="h-auto w-full max-w-md rounded-lg border border-line"
          />
        </SharePanel>
      )}
    </div>
  );
}
