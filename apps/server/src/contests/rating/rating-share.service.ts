/**
 * Sharing a contest rating (spec 02 §3 share config with contest_rating_image, §4 "needs a generated rating image",
 * §5 share text and share config defaults): the signed-in learner's share config, and the public rating card PNG
 * behind a signed link. The card's numbers come from the widget (ContestRatingService.widget), never recomputed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContestRatingData } from '@katana/shared/api/contest-rating';
import {
  NO_RATING_TO_SHARE,
  publicProfilePath,
  ratingImagePath,
  ratingImageVersion,
  type RatingShareConfig,
} from '@katana/shared/contests/api-rating-share';
import { ErrorCode } from '@katana/shared/envelope';
import { profilePageInput, type PageMetaInput } from '@katana/shared/page-meta';
import { DEFAULT_UTM_MEDIUM, ShareRedirectTo } from '@katana/shared/engagement/share';
import { ApiError } from '../../plugins/app/api-error.ts';
import { ratingImageInput, type RatingImageCache } from './rating-image.ts';

export interface RatingShareDeps {
  /** ContestRatingService.widget: the same payload the widget draws. */
  widget(viewerId: number | null, uuid: string | undefined): Promise<ContestRatingData>;
  /** Signs image links; the same secret on every node. */
  secret: string;
  images: RatingImageCache;
  brand: string;
  /** PUBLIC_URL; unset, links use the request's own origin. */
  publicUrl: string | undefined;
}

/**
 * The image is public (social previews, viewers who are not signed in) and shows a learner's name and rating; the
 * signature makes its link something only a share hands out.
 */
export function ratingImageSignature(secret: string, uuid: string): string {
  return createHmac('sha256', secret).update(`contest-rating-image:${uuid}`).digest('base64url').slice(0, 32);
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createRatingShareService(deps: RatingShareDeps) {
  const base = (origin: string) => (deps.publicUrl ?? origin).replace(/\/$/, '');

  /** The widget of a learner by uuid; null when there is no such learner. */
  async function widgetByUuid(uuid: string): Promise<ContestRatingData | null> {
    try {
      return await deps.widget(null, uuid);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** Site-relative signed link of a learner's card, versioned by what it shows. */
  function imagePath(uuid: string, data: ContestRatingData): string {
    const version = ratingImageVersion(data.current_rating, data.contests_attended);
    return ratingImagePath(uuid, ratingImageSignature(deps.secret, uuid), version);
  }

  return {
    /** The signed-in learner's share config; 404 with nothing to share (no rated contest, or rating turned off). */
    async shareConfig(userId: number, origin: string): Promise<RatingShareConfig> {
      const data = await deps.widget(userId, undefined);
      if (!data.enabled || !data.share || !data.ranker_uuid)
        throw new ApiError(404, ErrorCode.NOT_FOUND, NO_RATING_TO_SHARE);
      const image = `${base(origin)}${imagePath(data.ranker_uuid, data)}`;
      return {
        title: 'My contest rating',
        text: data.share.text,
        description: `Contest rating ${data.share.rating} (${data.rating_group}) after ${data.share.contests} contest${data.share.contests === 1 ? '' : 's'}, top ${data.share.top_percent}%.`,
        url: `${base(origin)}${publicProfilePath(data.ranker_uuid)}`,
        imageUrl: image,
        utm_medium: DEFAULT_UTM_MEDIUM,
        utm_campaign: data.share.utm_campaign,
        uuid: data.ranker_uuid,
        redirect_to: ShareRedirectTo.Profile,
        contest_rating_image: image,
      };
    },

    /**
     * The card PNG; null for a bad signature or an unknown learner (the route answers 404 either way, so a wrong
     * link tells nothing about which uuids exist). Without a rated contest: the 1500 default card.
     */
    async imagePng(uuid: string, signature: string): Promise<Buffer | null> {
      if (!sameSignature(signature, ratingImageSignature(deps.secret, uuid))) return null;
      const data = await widgetByUuid(uuid);
      // Turned off by the operator: no card, like no widget.
      if (!data?.enabled) return null;
      return deps.images.get(ratingImageInput(data, deps.brand));
    },

    /**
     * The server-rendered head of a public profile (/profile/<uuid>, the shared link): the learner's name, and for a
     * rated learner the rating in the description and the rating card as og:image, so a shared link previews the
     * card. null: no such learner (the page answers 404).
     */
    async profilePage(uuid: string): Promise<PageMetaInput | null> {
      const data = await widgetByUuid(uuid);
      if (!data) return null;
      const name = data.ranker_name?.trim() || 'A learner';
      const page = profilePageInput(data.ranker_name);
      if (!data.enabled || !data.share) return page;
      const { rating, contests, top_percent } = data.share;
      return {
        ...page,
        description: `${name}'s contest rating is ${rating} (${data.rating_group}) after ${contests} contest${contests === 1 ? '' : 's'}, top ${top_percent}% of learners.`,
        image: imagePath(uuid, data),
      };
    },
  };
}

export type RatingShareService = ReturnType<typeof createRatingShareService>;
