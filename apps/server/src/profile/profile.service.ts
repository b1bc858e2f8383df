/**
 * The profile: a learner's own details and their changes (the name by the same rule as update_name, a screen name
 * unique without case, college from the colleges slice, links, visibility), the picture (an upload through
 * processPicture into the picture storage, or a default avatar), and the public profile a viewer may see.
 * A public profile is a 'learner' search document; a private one is not.
 */
import {
  DEFAULT_AVATAR_COUNT,
  defaultAvatarPath,
  HEATMAP_DAYS,
  PICTURE_SIZES,
  PROFILE_SECTIONS,
  ProfileMessage,
  ProfilePaths,
  profileUrl,
  RECENT_ACCEPTED_COUNT,
  ScreenNameMessage,
  screenNameError,
  TOP_TOPICS_COUNT,
  type ProfileEditDetails,
  type ProfileSection,
  type ProfileUpdateBody,
  type PublicProfile,
  type ScreenNameAvailability,
} from '@katana/shared/api/profile';
import { normalizeDisplayName } from '@katana/shared/api/auth-name';
import { addDays, daysBetween, istDate } from '@katana/shared/engagement/ist-time';
import { ErrorCode } from '@katana/shared/envelope';
import type { CollegeService } from '../colleges/index.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/users.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { indexSearchDocuments, removeSearchDocuments } from '../search/index.ts';
import { avatarForUuid } from './avatars.ts';
import { learnerDocument } from './learner-index.ts';
import { pictureKey, processPicture } from './picture.ts';
import type { PictureStorage } from './picture-storage.ts';
import { createProfileRepository, type ProblemFilter, type ProfileUpdate } from './profile.repository.ts';

export interface ProfileServiceDeps {
  db: Db;
  colleges: CollegeService;
  storage: PictureStorage;
  /** Practice's access policy: the problems this viewer may see (over a problem-id column). */
  visibleTo(viewer: number | null): ProblemFilter;
  now?: () => Date;
}

function validation(field: string, message: string): ApiError {
  return new ApiError(422, ErrorCode.VALIDATION, message, { [field]: message });
}

function picturePath(base: string, size: number): string {
  return ProfilePaths.pictureFile.replace(':file', pictureKey(base, size));
}

/** The picture a learner shows: their upload, a provider's picture, else their (or their uuid's) default avatar. */
export function imageOf(row: UserRow): string {
  if (row.pictureKey) return picturePath(row.pictureKey, PICTURE_SIZES[PICTURE_SIZES.length - 1]!);
  if (row.defaultAvatar === null && row.image) return row.image;
  return defaultAvatarPath(row.defaultAvatar ?? avatarForUuid(row.uuid));
}

function hiddenSectionsOf(row: UserRow): ProfileSection[] {
  return row.profileHiddenSections.filter((s): s is ProfileSection =>
    (PROFILE_SECTIONS as readonly string[]).includes(s),
  );
}

function gradYearOf(row: UserRow): number | null {
  const year = row.gradYear ? Number.parseInt(row.gradYear, 10) : NaN;
  return Number.isFinite(year) ? year : null;
}

export function createProfileService(deps: ProfileServiceDeps) {
  const repo = createProfileRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function collegeRef(slug: string | null) {
    if (!slug) return null;
    try {
      const college = await deps.colleges.detail(slug);
      return { slug: college.slug, name: college.name };
    } catch {
      return null;
    }
  }

  async function editDetails(row: UserRow): Promise<ProfileEditDetails> {
    return {
      uuid: row.uuid,
      name: row.name,
      screen_name: row.screenName,
      image: imageOf(row),
      avatar: row.pictureKey ? null : (row.defaultAvatar ?? avatarForUuid(row.uuid)),
      college: await collegeRef(row.collegeId),
      grad_year: gradYearOf(row),
      branch: row.branch,
      bio: row.bio,
      links: row.profileLinks,
      visibility: row.profileVisibility === 'private' ? 'private' : 'public',
      hidden_sections: hiddenSectionsOf(row),
      setup_done: row.profileSetupAt !== null,
      profile_url: profileUrl({ uuid: row.uuid, screen_name: row.screenName }),
    };
  }

  /** Keeps the learner's search document in step: public profiles with a name are found, others are not. */
  async function reindex(row: UserRow, college: string | null): Promise<void> {
    const doc = learnerDocument(row, college);
    if (doc) await indexSearchDocuments(deps.db, [doc]);
    else await removeSearchDocuments(deps.db, 'learner', [row.uuid]);
  }

  async function saved(row: UserRow): Promise<ProfileEditDetails> {
    const details = await editDetails(row);
    await reindex(row, details.college?.name ?? null);
    return details;
  }

  async function own(userId: number): Promise<UserRow> {
    const row = await repo.byId(userId);
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, ProfileMessage.NOT_FOUND);
    return row;
  }

  return {
    async editDetails(userId: number): Promise<ProfileEditDetails> {
      return editDetails(await own(userId));
    },

    async screenNameAvailability(userId: number | null, raw: string): Promise<ScreenNameAvailability> {
      const error = screenNameError(raw);
      if (error) return { available: false, message: error };
      const holder = await repo.screenNameHolder(raw.trim());
      if (holder !== null && holder !== userId) return { available: false, message: ScreenNameMessage.TAKEN };
      return { available: true, message: ScreenNameMessage.AVAILABLE };
    },

    async update(userId: number, body: ProfileUpdateBody): Promise<ProfileEditDetails> {
      const patch: ProfileUpdate = {};
      if (body.name !== undefined) patch.name = normalizeDisplayName(body.name);
      if (body.screen_name !== undefined) {
        const screenName = body.screen_name.trim();
        const holder = await repo.screenNameHolder(screenName);
        if (holder !== null && holder !== userId) throw validation('screen_name', ScreenNameMessage.TAKEN);
        patch.screenName = screenName;
      }
      if (body.college_id !== undefined) {
        if (body.college_id === null) patch.collegeId = null;
        else {
          if (!(await collegeRef(body.college_id)))
            throw validation('college_id', ProfileMessage.COLLEGE_UNKNOWN);
          patch.collegeId = body.college_id;
        }
      }
      if (body.grad_year !== undefined)
        patch.gradYear = body.grad_year === null ? null : String(body.grad_year);
      if (body.branch !== undefined) patch.branch = body.branch || null;
      if (body.bio !== undefined) patch.bio = body.bio || null;
      if (body.links !== undefined)
        patch.profileLinks = body.links.map((l) => ({ label: l.label ?? '', url: l.url }));
      if (body.visibility !== undefined) patch.profileVisibility = body.visibility;
      if (body.hidden_sections !== undefined)
        patch.profileHiddenSections = [...new Set(body.hidden_sections)];
      if (body.complete_setup) patch.profileSetupAt = now();
      try {
        return await saved(await repo.update(userId, patch));
      } catch (err) {
        // Two learners taking the same name at once: the unique index decides.
        if (String((err as { cause?: unknown }).cause ?? err).includes('users_screen_name_key'))
          throw validation('screen_name', ScreenNameMessage.TAKEN);
        throw err;
      }
    },

    async skipSetup(userId: number): Promise<ProfileEditDetails> {
      const row = await own(userId);
      return editDetails(row.profileSetupAt ? row : await repo.update(userId, { profileSetupAt: now() }));
    },

    async uploadPicture(userId: number, bytes: Buffer): Promise<ProfileEditDetails> {
      const row = await own(userId);
      const picture = await processPicture(bytes, row.uuid);
      for (const file of picture.files) await deps.storage.put(file.key, file.bytes);
      const previous = row.pictureKey;
      const updated = await repo.update(userId, {
        pictureKey: picture.base,
        image: picturePath(picture.base, PICTURE_SIZES[PICTURE_SIZES.length - 1]!),
      });
      if (previous && previous !== picture.base)
        for (const size of PICTURE_SIZES) await deps.storage.remove(pictureKey(previous, size));
      return saved(updated);
    },

    async chooseAvatar(userId: number, avatar: number): Promise<ProfileEditDetails> {
      if (avatar < 1 || avatar > DEFAULT_AVATAR_COUNT)
        throw validation('avatar', 'Choose one of the avatars');
      const row = await own(userId);
      const updated = await repo.update(userId, {
        defaultAvatar: avatar,
        pictureKey: null,
        image: defaultAvatarPath(avatar),
      });
      if (row.pictureKey)
        for (const size of PICTURE_SIZES) await deps.storage.remove(pictureKey(row.pictureKey, size));
      return saved(updated);
    },

    /** The profile by uuid or screen name as this viewer may see it; 404 when no learner has it. */
    async publicProfile(viewer: number | null, key: string): Promise<PublicProfile> {
      const row = await repo.byKey(key);
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, ProfileMessage.NOT_FOUND);
      const isOwn = viewer === row.id;
      const isPrivate = row.profileVisibility === 'private';
      const hidden = hiddenSectionsOf(row);
      const shows = (section: ProfileSection) => isOwn || (!isPrivate && !hidden.includes(section));
      const visible = deps.visibleTo(viewer);
      const today = istDate(now().getTime());
      const from = addDays(today, -(HEATMAP_DAYS - 1));

      const [level, streak, days, byDifficulty, byTopic, badges, rating, recent, follows, college] =
        await Promise.all([
          shows('level') ? repo.level(row.id) : null,
          shows('streaks') ? repo.streak(row.id) : null,
          shows('heatmap') ? repo.submissionDays(row.id, from) : null,
          shows('solved') ? repo.solvedByDifficulty(row.id, visible) : null,
          shows('solved') ? repo.solvedByTopic(row.id, visible, TOP_TOPICS_COUNT) : null,
          shows('badges') ? repo.badges(row.id) : null,
          shows('contest_rating') ? repo.contestRating(row.id) : null,
          shows('recent_accepted') ? repo.recentAccepted(row.id, visible, RECENT_ACCEPTED_COUNT) : null,
          shows('followers') ? repo.followCounts(row.id) : null,
          shows('education') ? collegeRef(row.collegeId) : null,
        ]);

      return {
        uuid: row.uuid,
        screen_name: row.screenName,
        name: row.name,
        image: imageOf(row),
        own: isOwn,
        private: isPrivate && !isOwn,
        hidden_sections: isOwn ? hidden : [],
        bio: isOwn || !isPrivate ? row.bio : null,
        links: isOwn || !isPrivate ? row.profileLinks : [],
        education: shows('education') ? { college, grad_year: gradYearOf(row), branch: row.branch } : null,
        level,
        streaks: streak
          ? {
              // The stored streak is as of its last active day: alive only if that was today or yesterday.
              current: streak.lastDay && daysBetween(streak.lastDay, today) <= 1 ? streak.current : 0,
              longest: streak.longest,
            }
          : null,
        heatmap: days ? { from, to: today, total: days.reduce((sum, d) => sum + d.count, 0), days } : null,
        solved:
          byDifficulty && byTopic
            ? {
                total: byDifficulty.reduce((sum, d) => sum + d.count, 0),
                by_difficulty: byDifficulty,
                by_topic: byTopic,
              }
            : null,
        badges,
        contest_rating: rating,
        recent_accepted: recent,
        followers: follows,
      };
    },

    /** What the server-rendered head and the share card say about a profile; null when no learner has it. */
    async card(key: string) {
      const row = await repo.byKey(key);
      if (!row) return null;
      const isPrivate = row.profileVisibility === 'private';
      const hidden = hiddenSectionsOf(row);
      const shows = (section: ProfileSection) => !isPrivate && !hidden.includes(section);
      const visible = deps.visibleTo(null);
      const [level, solved, college] = await Promise.all([
        shows('level') ? repo.level(row.id) : null,
        shows('solved') ? repo.solvedByDifficulty(row.id, visible) : null,
        shows('education') ? collegeRef(row.collegeId) : null,
      ]);
      return {
        uuid: row.uuid,
        screenName: row.screenName,
        name: row.name,
        private: isPrivate,
        ratingShown: shows('contest_rating'),
        level: level?.level ?? null,
        solved: solved ? solved.reduce((sum, d) => sum + d.count, 0) : null,
        college: college?.name ?? null,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
