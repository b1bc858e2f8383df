/**
 * The profile: screen name rules and uniqueness without case, the picture upload (checked by content, resized,
 * EXIF gone, clear 413 / 422), default avatars, the public profile by uuid or screen name with each part hidden
 * from visitors (never from the owner), the search document, and the page head's title and share card.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fillPath } from '@katana/shared/api/paths';
import {
  PICTURE_MAX_BYTES,
  PictureMessage,
  ProfilePaths,
  ScreenNameMessage,
  type ProfileEditDetails,
  type PublicProfile,
} from '@katana/shared/api/profile';
import { NameMessage } from '@katana/shared/api/auth-name';
import { CommunityPaths } from '@katana/shared/engagement/api-community';
import { follows } from '../db/schema/engagement-community.ts';
import { problems, submissions, userProblemStates } from '../db/schema/practice.ts';
import { searchDocuments } from '../db/schema/search.ts';
import { importColleges } from '../colleges/college-import.ts';
import { FINISHED_CONTEST_END, finishedContest } from '../contests/rating/finished-contest.test-support.ts';
import { signUp } from '../test/auth-helpers.ts';
import { injectAs, type Caller } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('profile', () => {
  let t: TestApp;
  let dataDir: string;
  const { call, data } = injectAs(() => t.app);
  let ada: Caller;
  let bob: Caller;
  let adaUuid: string;
  let adaId: number;
  let bobId: number;
  let bobUuid: string;

  const learner = async (name: string) => {
    const { session, data: login } = await signUp(t.app, { name });
    const who = { authorization: `Token ${session.token}` };
    const details = await data<ProfileEditDetails>('GET', ProfilePaths.edit, who);
    return { who, uuid: details.uuid, id: (login as { user: { id: number } }).user.id };
  };
  const patch = (who: Caller, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: ProfilePaths.update,
      headers: { authorization: who.authorization },
      payload,
    });
  const upload = (who: Caller, body: Buffer, contentType = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url: ProfilePaths.picture,
      headers: { authorization: who.authorization, 'content-type': contentType },
      payload: body,
    });
  const profileOf = (key: string, who: Caller | null) =>
    data<PublicProfile>('GET', fillPath(ProfilePaths.public, { key }), who);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'katana-profile-'));
    t = await createTestApp({ DATA_DIR: dataDir }, { slices: ['profile', 'community'] });
    await importColleges(t.app.db);
    const a = await learner('Ada Lovelace');
    const b = await learner('Bob Builder');
    ada = a.who;
    adaUuid = a.uuid;
    adaId = a.id;
    bob = b.who;
    bobId = b.id;
    bobUuid = b.uuid;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('screen name', () => {
    it('refuses names that are too short, too long, badly formed or reserved, with the rule as the message', async () => {
      const cases: [string, string][] = [
        ['ab', ScreenNameMessage.TOO_SHORT],
        ['a'.repeat(31), ScreenNameMessage.TOO_LONG],
        ['9lives', ScreenNameMessage.CHARACTERS],
        ['ada lovelace', ScreenNameMessage.CHARACTERS],
        ['ada!', ScreenNameMessage.CHARACTERS],
        ['ada_', ScreenNameMessage.ENDS],
        ['Setup', ScreenNameMessage.RESERVED],
        ['admin', ScreenNameMessage.RESERVED],
      ];
      for (const [name, message] of cases) {
        const res = await patch(ada, { screen_name: name });
        expect(res.statusCode, name).toBe(422);
        expect(res.json().error.fields.screen_name, name).toBe(message);
        const check = await data<{ available: boolean; message: string }>(
          'GET',
          `${ProfilePaths.screenNameAvailability}?screen_name=${encodeURIComponent(name)}`,
          ada,
        );
        expect(check).toEqual({ available: false, message });
      }
    });

    it('is unique whatever the case; its holder may keep it', async () => {
      const res = await patch(ada, { screen_name: 'Ada_Codes' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ screen_name: 'Ada_Codes', profile_url: '/profile/Ada_Codes' });

      const taken = await patch(bob, { screen_name: 'ada_codes' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().error.fields.screen_name).toBe(ScreenNameMessage.TAKEN);
      const url = `${ProfilePaths.screenNameAvailability}?screen_name=ADA_CODES`;
      expect((await data<{ available: boolean }>('GET', url, bob)).available).toBe(false);
      expect((await data<{ available: boolean }>('GET', url, ada)).available).toBe(true);
      expect((await patch(ada, { screen_name: 'Ada_Codes' })).statusCode).toBe(200);
    });

    it('takes the display name by the update_name rule', async () => {
      const bad = await patch(bob, { name: 'R2-D2 <script>' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields.name).toBe(NameMessage.CHARACTERS);
      const good = await patch(bob, { name: '  Bob   the Builder ' });
      expect(good.json().data.name).toBe('Bob the Builder');
    });
  });

  describe('details', () => {
    it('saves a college from the list, graduation year, branch, bio and links, and refuses bad ones', async () => {
      const res = await patch(ada, {
        college_id: 'jadavpur-university',
        grad_year: 2027,
        branch: 'Computer Science',
        bio: 'I write programs for engines.',
        links: [{ label: 'Site', url: 'https://example.org/ada' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        college: { slug: 'jadavpur-university', name: 'Jadavpur University' },
        grad_year: 2027,
        branch: 'Computer Science',
        links: [{ label: 'Site', url: 'https://example.org/ada' }],
      });
      const unknown = await patch(ada, { college_id: 'no-such-college' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.fields.college_id).toBeTruthy();
      const link = await patch(ada, { links: [{ label: 'x', url: 'javascript:alert(1)' }] });
      expect(link.statusCode).toBe(422);
      const year = await patch(ada, { grad_year: 1800 });
      expect(year.statusCode).toBe(422);
    });

    it('offers /profile/setup until it is done or skipped', async () => {
      expect((await data<ProfileEditDetails>('GET', ProfilePaths.edit, bob)).setup_done).toBe(false);
      const skipped = await data<ProfileEditDetails>('POST', ProfilePaths.setupSkip, bob);
      expect(skipped.setup_done).toBe(true);
      const saved = await patch(ada, { complete_setup: true });
      expect(saved.json().data.setup_done).toBe(true);
    });

    it('needs a signed-in learner to change anything', async () => {
      expect((await call('GET', ProfilePaths.edit, null)).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'PATCH', url: ProfilePaths.update, payload: { bio: 'x' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('picture', () => {
    it('stores a JPEG with EXIF GPS resized, re-encoded and without EXIF, served with cache headers', async () => {
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
        .jpeg()
        .withExif({
          IFD0: { Copyright: 'Ada' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
        })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(ada, jpeg);
      expect(res.statusCode, res.body).toBe(200);
      const details = res.json().data as ProfileEditDetails;
      expect(details.avatar).toBeNull();
      expect(details.image).toMatch(/^\/api\/v1\/profile\/pictures\/u[0-9a-f]+-256\.webp$/);

      const file = await t.app.inject({ url: details.image });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      const small = await t.app.inject({ url: details.image.replace('-256.', '-64.') });
      expect((await sharp(small.rawPayload).metadata()).width).toBe(64);

      // The public profile and the search document show it.
      expect((await profileOf('Ada_Codes', null)).image).toBe(details.image);
    });

    it('judges by content: a PNG sent as .jpg is taken, a text file is refused', async () => {
      const png = await sharp({ create: { width: 100, height: 100, channels: 4, background: '#ff0000' } })
        .png()
        .toBuffer();
      const res = await upload(bob, png, 'image/jpeg');
      expect(res.statusCode, res.body).toBe(200);
      const text = await upload(bob, Buffer.from('just some text, not a picture\n'.repeat(20)), 'image/png');
      expect(text.statusCode).toBe(422);
      expect(text.json().error).toMatchObject({ message: PictureMessage.NOT_AN_IMAGE });
      expect(text.json().error.fields.picture).toBe(PictureMessage.NOT_AN_IMAGE);
    });

    it('refuses a file over the limit with 413', async () => {
      const big = Buffer.alloc(PICTURE_MAX_BYTES + 1024, 0xff);
      const res = await upload(bob, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, error: { message: PictureMessage.TOO_LARGE } });
      // Far over the limit: cut off while reading, still in the envelope.
      const huge = await upload(bob, Buffer.alloc(PICTURE_MAX_BYTES * 3, 0xff));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().status).toBe(413);
    });

    it('offers 12 default avatars; choosing one replaces the picture', async () => {
      const chosen = await t.app.inject({
        method: 'PUT',
        url: ProfilePaths.avatar,
        headers: { authorization: bob.authorization },
        payload: { avatar: 7 },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().data).toMatchObject({ avatar: 7, image: '/api/v1/profile/avatars/avatar-7.svg' });
      const svg = await t.app.inject({ url: '/api/v1/profile/avatars/avatar-12.svg' });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect((await t.app.inject({ url: '/api/v1/profile/avatars/avatar-13.svg' })).statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'PUT',
        url: ProfilePaths.avatar,
        headers: { authorization: bob.authorization },
        payload: { avatar: 13 },
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('public profile', () => {
    beforeAll(async () => {
      const [problem] = await t.app.db
        .insert(problems)
        .values({
          slug: 'profile-two-sum',
          uuid: 'profile-two-sum',
          name: 'Profile Two Sum',
          problemType: 'CODE',
          difficulty: 'Easy',
          maxScore: 100,
          contentHash: 'x',
        })
        .returning();
      await t.app.db
        .insert(submissions)
        .values({ userId: adaId, problemId: problem!.id, submissionType: 'CODE' });
      await t.app.db
        .insert(userProblemStates)
        .values({ userId: adaId, problemId: problem!.id, userScore: 100, solvedAt: new Date() });
      await t.app.db.insert(follows).values({ followerId: bobId, followeeId: adaId });
    });

    it('shows a visitor every part of a public profile, by screen name (any case) or by uuid', async () => {
      const byName = await profileOf('ada_codes', null);
      expect(byName).toMatchObject({
        uuid: adaUuid,
        screen_name: 'Ada_Codes',
        name: 'Ada Lovelace',
        own: false,
        private: false,
        bio: 'I write programs for engines.',
        education: { college: { name: 'Jadavpur University' }, grad_year: 2027, branch: 'Computer Science' },
        level: { level: 1 },
        streaks: { current: 0, longest: 0 },
        solved: { total: 1, by_difficulty: [{ difficulty: 'Easy', count: 1 }] },
        recent_accepted: [{ slug: 'profile-two-sum', name: 'Profile Two Sum' }],
        followers: { followers: 1, following: 0 },
        badges: [],
      });
      expect(byName.heatmap?.total).toBe(1);
      expect(byName.heatmap?.days).toHaveLength(1);
      const byUuid = await profileOf(adaUuid, null);
      expect(byUuid.screen_name).toBe('Ada_Codes');
      const missing = await call('GET', fillPath(ProfilePaths.public, { key: 'nobody_here' }), null);
      expect(missing.statusCode).toBe(404);
    });

    it('names the screen name in follow lists', async () => {
      const list = await data<{ following: { uuid: string; screen_name: string | null }[] }>(
        'GET',
        `${CommunityPaths.followList}?profile_uuid=${bobUuid}`,
        bob,
      );
      expect(list.following).toEqual([expect.objectContaining({ uuid: adaUuid, screen_name: 'Ada_Codes' })]);
    });

    it('hides the chosen parts from visitors, but never from the owner', async () => {
      await patch(ada, { hidden_sections: ['heatmap', 'solved', 'followers'] });
      const visitor = await profileOf('Ada_Codes', bob);
      expect(visitor).toMatchObject({ heatmap: null, solved: null, followers: null, hidden_sections: [] });
      expect(visitor.recent_accepted).toHaveLength(1);
      const owner = await profileOf('Ada_Codes', ada);
      expect(owner.own).toBe(true);
      expect(owner.hidden_sections).toEqual(['heatmap', 'solved', 'followers']);
      expect(owner.solved?.total).toBe(1);
      expect(owner.heatmap?.total).toBe(1);
    });

    it('a private profile shows visitors the name and picture only, and leaves the search index', async () => {
      const indexed = () =>
        t.app.db
          .select()
          .from(searchDocuments)
          .where(sql`${searchDocuments.type} = 'learner' and ${searchDocuments.refKey} = ${adaUuid}`);
      expect(await indexed()).toMatchObject([{ title: 'Ada Lovelace', url: '/profile/Ada_Codes' }]);

      await patch(ada, { visibility: 'private' });
      const visitor = await profileOf(adaUuid, null);
      expect(visitor).toMatchObject({
        private: true,
        name: 'Ada Lovelace',
        bio: null,
        links: [],
        education: null,
        level: null,
        streaks: null,
        badges: null,
        contest_rating: null,
        recent_accepted: null,
      });
      expect((await profileOf(adaUuid, ada)).recent_accepted).toHaveLength(1);
      expect(await indexed()).toEqual([]);
      const card = await t.app.inject({ url: '/api/v1/profile/cards/Ada_Codes.png' });
      expect(card.statusCode).toBe(404);

      await patch(ada, { visibility: 'public', hidden_sections: [] });
      expect(await indexed()).toHaveLength(1);
    });

    it('renders the page head with the name and the share card as og:image', async () => {
      const page = await t.app.inject({ url: '/profile/Ada_Codes', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Ada Lovelace&#39;s profile | Katana</title>');
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
      expect(image).toMatch(/\/api\/v1\/profile\/cards\/Ada_Codes\.png$/);
      const card = await t.app.inject({ url: new URL(image!).pathname });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1044, height: 584 });
      const unknown = await t.app.inject({ url: '/profile/nobody_here', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(404);
    });

    it('previews a rated learner by their contest rating card, unless they hide the rating', async () => {
      await finishedContest(t.app.db, [adaId, bobId], [2, 1], {
        title: 'Profile Cup',
        slugPrefix: 'profile',
      });
      await t.app.contestRating.sweep(new Date(FINISHED_CONTEST_END + 60_000));
      const ogImage = async () => {
        const page = await t.app.inject({ url: '/profile/Ada_Codes', headers: { accept: 'text/html' } });
        return /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
      };
      expect(await ogImage()).toContain('/api/v3/contest_rating/image/');
      expect((await profileOf('Ada_Codes', null)).contest_rating).toMatchObject({ contests: 1 });
      await patch(ada, { hidden_sections: ['contest_rating'] });
      expect(await ogImage()).toMatch(/\/api\/v1\/profile\/cards\/Ada_Codes\.png$/);
      expect((await profileOf('Ada_Codes', null)).contest_rating).toBeNull();
      await patch(ada, { hidden_sections: [] });
    });
  });
});
