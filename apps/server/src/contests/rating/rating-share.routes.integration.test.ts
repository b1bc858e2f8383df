/**
 * The contest-rating share: the signed-in learner's share config carries a signed, public link to a real PNG rating
 * card; the card loads without a session, is cached 300 s, and wrong links answer 404 in the envelope.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_RATING_TO_SHARE, NO_SUCH_RATING_IMAGE } from '@katana/shared/contests/api-rating-share';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FINISHED_CONTEST_END, finishedContest } from './finished-contest.test-support.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { ratingImageSignature } from './rating-share.service.ts';

const END = FINISHED_CONTEST_END;
const MINUTE = 60_000;
/** Signs links the way the server does (the deployment's shared secret). */
const PEPPER = 'rating-share-test-pepper-0123456789';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk (bytes 16..23, big-endian). */
function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('contest rating share: GET /api/v3/contest_rating/share and the image', () => {
  let t: TestApp;
  let winner: { session: Session; uuid: string; id: number };
  let newcomer: { session: Session; uuid: string; id: number };
  let runnerUp: { id: number };

  const get = (url: string, session?: Session) =>
    t.app.inject({ url, ...(session ? { headers: cookieHeaders(session) } : {}) });
  /** The path part of an absolute link (app.inject wants a path). */
  const pathOf = (link: string) => {
    const u = new URL(link);
    return `${u.pathname}${u.search}`;
  };

  beforeAll(async () => {
    t = await createTestApp({ OTP_PEPPER: PEPPER }, { slices: ['contest-rating'] });
    const learner = async (name: string) => {
      const s = await signUp(t.app, { name });
      const row = (await t.app.db.select().from(users).where(eq(users.email, s.email)))[0]!;
      return { session: s.session, uuid: row.uuid, id: row.id };
    };
    winner = await learner('Ada Winner');
    runnerUp = await learner('Runner Up');
    newcomer = await learner('New Comer');
    await finishedContest(t.app.db, [winner.id, runnerUp.id], [2, 1], {
      title: 'Weekly Contest 9',
      slugPrefix: 'share',
    });
    await t.app.contestRating.sweep(new Date(END + MINUTE));
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the learner's share config: text, public profile url, Profile redirect and a signed image link", async () => {
    const res = await get('/api/v3/contest_rating/share', winner.session);
    expect(res.statusCode).toBe(200);
    const widget = (await get('/api/v3/contest_rating', winner.session)).json().data;
    const config = res.json().data;
    expect(config).toMatchObject({
      text: widget.share.text,
      utm_campaign: widget.share.utm_campaign,
      utm_medium: 'code360-social',
      uuid: winner.uuid,
      redirect_to: 'Profile',
    });
    expect(new URL(config.url).pathname).toBe(`/profile/${winner.uuid}`);
    const image = new URL(config.contest_rating_image);
    expect(image.pathname).toBe(`/api/v3/contest_rating/image/${winner.uuid}.png`);
    expect(image.searchParams.get('s')).toBeTruthy();
    // A new rated contest changes the link, so no cache keeps the old card.
    expect(image.searchParams.get('v')).toBe(`${widget.current_rating}-1`);
    expect(config.imageUrl).toBe(config.contest_rating_image);
  });

  it('serves the card as a real PNG of 1044 x 584 to someone who is not signed in, cached 300 s', async () => {
    const config = (await get('/api/v3/contest_rating/share', winner.session)).json().data;
    const res = await get(pathOf(config.contest_rating_image));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1044, height: 584 });
  });

  it('answers 404 in the envelope for a wrong signature, a signature of another learner or an unknown uuid', async () => {
    const config = (await get('/api/v3/contest_rating/share', winner.session)).json().data;
    const image = new URL(config.contest_rating_image);
    const signature = image.searchParams.get('s')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `${image.pathname}?s=${flipped}`,
      image.pathname,
      `/api/v3/contest_rating/image/${newcomer.uuid}.png?s=${signature}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, error: { message: NO_SUCH_RATING_IMAGE } });
    }
    const stranger = randomUUID();
    const res = await get(
      `/api/v3/contest_rating/image/${stranger}.png?s=${ratingImageSignature(PEPPER, stranger)}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('gives a learner without a rated contest no share config (404) but a 1500 default card', async () => {
    const res = await get('/api/v3/contest_rating/share', newcomer.session);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(NO_RATING_TO_SHARE);
    // Their card exists all the same (a public profile can show it): signed like any other.
    const card = await get(
      `/api/v3/contest_rating/image/${newcomer.uuid}.png?s=${ratingImageSignature(PEPPER, newcomer.uuid)}`,
    );
    expect(card.statusCode).toBe(200);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1044, height: 584 });
  });

  it("previews the card on the shared link: the public profile's page carries og:image", async () => {
    const config = (await get('/api/v3/contest_rating/share', winner.session)).json().data;
    const page = await get(pathOf(config.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ada Winner&#39;s profile | Katana</title>');
    const og = /<meta property="og:image" content="([^"]+)"/.exec(page.body);
    expect(og).not.toBeNull();
    const image = new URL(og![1]!.replaceAll('&amp;', '&'));
    expect(image.toString()).toBe(new URL(config.contest_rating_image).toString());
    expect(page.body).toContain('<meta property="og:image:width" content="1044" />');
    const png = await get(pathOf(image.toString()));
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // Nothing to share yet: the profile page, without a card; an unknown learner: the not-found page.
    const unrated = await get(`/profile/${newcomer.uuid}`);
    expect(unrated.statusCode).toBe(200);
    expect(unrated.body).not.toContain('og:image');
    expect((await get(`/profile/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('asks a signed-out caller to sign in for the share config', async () => {
    const res = await get('/api/v3/contest_rating/share');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });
});
