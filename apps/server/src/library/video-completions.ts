/**
 * The one record of completed videos (db/schema/library.ts video_completions), shared by /resources/videos and the
 * goals' video elements: a video is the same video wherever it is shown when its address is, so a row keys on the
 * video's identity (videoIdentity: the privacy-friendly player URL for YouTube and Vimeo, whatever the address's
 * spelling; else the https URL as written). Rows written before goals shared this record hold the operator's video
 * key (content/videos) instead: they are read through the video content, so no completion is lost.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videoCompletions } from '../db/schema/library.ts';
import { embedUrlOf } from '../guided-paths/index.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { loadVideos, type VideoContent } from './resource-content.ts';

/** The key a video's completion is stored under. */
export function videoIdentity(url: string): string {
  return embedUrlOf(url) ?? url;
}

let shipped: VideoContent[] | undefined;
const shippedVideos = () => (shipped ??= loadVideos(REPO_ROOT));

/** The identities of the videos the learner completed (a row holding an old video key resolves through `videos`). */
export async function completedVideoIdentities(
  db: Db,
  userId: number,
  videos: readonly VideoContent[] = shippedVideos(),
): Promise<Set<string>> {
  const rows = await db
    .select({ key: videoCompletions.videoKey })
    .from(videoCompletions)
    .where(eq(videoCompletions.userId, userId));
  const byKey = new Map(videos.map((v) => [v.key, videoIdentity(v.url)]));
  return new Set(rows.map((r) => byKey.get(r.key) ?? videoIdentity(r.key)));
}

/** Whether the learner completed the video at `url`, given their completed identities. */
export function isVideoCompleted(completed: ReadonlySet<string>, url: string): boolean {
  return completed.has(videoIdentity(url));
}

/** Records the video at `url` completed (the first completion time stays). */
export async function markVideoCompleted(
  db: Db,
  userId: number,
  url: string,
  at = new Date(),
): Promise<void> {
  await db
    .insert(videoCompletions)
    .values({ userId, videoKey: videoIdentity(url), completedAt: at })
    .onConflictDoNothing();
}
