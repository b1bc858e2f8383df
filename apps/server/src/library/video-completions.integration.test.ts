/**
 * The one record of completed videos (video-completions.ts) from the library's side, over a fixture videos folder:
 * a completion from /resources/videos is what goals read, a goal's completion (any spelling of the same address)
 * shows in the video list, and a row from before the record was shared (an operator's video key) still counts.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoCompletions } from '../db/schema/library.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLibraryService, type LibraryService } from './library.service.ts';
import { loadVideos } from './resource-content.ts';
import { completedVideoIdentities, isVideoCompleted, markVideoCompleted } from './video-completions.ts';

const FIXTURE_ROOT = path.join(import.meta.dirname, 'fixtures');

describe('completed videos, shared with goals', () => {
  let t: TestApp;
  let service: LibraryService;
  let ada: TestLearner;
  let bob: TestLearner;
  let cy: TestLearner;
  const fixtureVideos = loadVideos(FIXTURE_ROOT);
  const completedIn = async (who: TestLearner) =>
    (await service.videos(who.userId)).videos.filter((v) => v.completed).map((v) => v.id);

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never }, slices: ['library'] });
    service = createLibraryService({ db: t.app.db, repoRoot: FIXTURE_ROOT, visibleTo: () => undefined });
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
    cy = await learner(t.app, 'Cy Young');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('writes a /resources/videos completion where goals read it', async () => {
    expect(await completedIn(ada)).toEqual([]);
    expect(
      await service.completeVideo(ada.userId, { video_id: 'hashing-walkthrough', video_list_id: 'hashing' }),
    ).toEqual({ video_id: 'hashing-walkthrough', completed: true });
    const record = await completedVideoIdentities(t.app.db, ada.userId, fixtureVideos);
    // A goal naming the same video by its short address counts it.
    expect(isVideoCompleted(record, 'https://youtu.be/abcdefghijk')).toBe(true);
    expect(isVideoCompleted(record, 'https://video.example.org/graphs')).toBe(false);
  });

  it("shows a goal's completion in the video list", async () => {
    await markVideoCompleted(t.app.db, bob.userId, 'https://video.example.org/graphs');
    expect(await completedIn(bob)).toEqual(['graphs-tour']);
  });

  it('keeps a completion stored under the video key before the record was shared', async () => {
    await t.app.db.insert(videoCompletions).values({ userId: cy.userId, videoKey: 'hashing-walkthrough' });
    expect(await completedIn(cy)).toEqual(['hashing-walkthrough']);
    const record = await completedVideoIdentities(t.app.db, cy.userId, fixtureVideos);
    expect(isVideoCompleted(record, 'https://www.youtube.com/watch?v=abcdefghijk')).toBe(true);
  });
});
