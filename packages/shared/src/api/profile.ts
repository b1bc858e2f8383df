/**
 * The learner's profile (issue #16): their own editable details, the public profile a visitor sees (by uuid or by
 * screen name), the picture (an upload or one of the 12 default avatars) and the share card.
 *
 *   GET   /api/v1/profile/edit                    signed in: the editable details (ProfileEditDetails)
 *   PATCH /api/v1/profile                         signed in: change any of them; answers the new details
 *   GET   /api/v1/profile/screen_name_availability?screen_name=   { available, message? }
 *   PUT   /api/v1/profile/picture                 signed in: the image file as the raw body (JPEG, PNG, WebP, GIF)
 *   PUT   /api/v1/profile/avatar                  signed in: { avatar: 1..12 } (drops an uploaded picture)
 *   POST  /api/v1/profile/setup/skip              signed in: /profile/setup is not offered again
 *   GET   /api/v1/profile/pictures/:file          an uploaded picture (public, cached for a year: names change)
 *   GET   /api/v1/profile/avatars/:file           a default avatar, avatar-1.svg .. avatar-12.svg
 *   GET   /api/v1/profile/cards/:key.png          the profile's share card (og:image), 1044 x 584
 *   GET   /api/v1/profile/:key                    the public profile by uuid or screen name (404 when unknown)
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../auth-rules.ts';
import { displayNameError } from './auth-name.ts';

export const ProfilePaths = {
  edit: '/api/v1/profile/edit',
  update: '/api/v1/profile',
  screenNameAvailability: '/api/v1/profile/screen_name_availability',
  picture: '/api/v1/profile/picture',
  avatar: '/api/v1/profile/avatar',
  setupSkip: '/api/v1/profile/setup/skip',
  pictureFile: '/api/v1/profile/pictures/:file',
  avatarFile: '/api/v1/profile/avatars/:file',
  card: '/api/v1/profile/cards/:file',
  public: '/api/v1/profile/:key',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Screen name
// ---------------------------------------------------------------------------------------------------------------

export const SCREEN_NAME_MIN = 3;
export const SCREEN_NAME_MAX = 30;

/** Words that name pages or roles, never a learner (compared without case). */
export const RESERVED_SCREEN_NAMES: readonly string[] = [
  'setup',
  'edit',
  'reverse-auto-login-launcher',
  'admin',
  'administrator',
  'api',
  'me',
  'moderator',
  'support',
  'help',
  'katana',
  'root',
  'system',
  'settings',
  'login',
  'logout',
  'signin',
  'signup',
  'profile',
  'home',
  'null',
  'undefined',
  'anonymous',
  'staff',
  'official',
];

export const ScreenNameMessage = {
  TOO_SHORT: `Screen name must be at least ${SCREEN_NAME_MIN} characters`,
  TOO_LONG: `Screen name must be at most ${SCREEN_NAME_MAX} characters`,
  CHARACTERS:
    'Screen name can contain only letters a-z, digits, underscores and hyphens, and must start with a letter',
  ENDS: 'Screen name cannot end with an underscore or a hyphen',
  RESERVED: 'This screen name is reserved',
  TAKEN: 'This screen name is already taken',
  AVAILABLE: 'This screen name is available',
} as const;

const SCREEN_NAME_PATTERN = /^[a-z][a-z0-9_-]*$/i;

/** null when the screen name is well formed (uniqueness is the server's), else the message to show. */
export function screenNameError(raw: string): string | null {
  const name = raw.trim();
  if (name.length < SCREEN_NAME_MIN) return ScreenNameMessage.TOO_SHORT;
  if (name.length > SCREEN_NAME_MAX) return ScreenNameMessage.TOO_LONG;
  if (!SCREEN_NAME_PATTERN.test(name)) return ScreenNameMessage.CHARACTERS;
  if (/[_-]$/.test(name)) return ScreenNameMessage.ENDS;
  if (RESERVED_SCREEN_NAMES.includes(name.toLowerCase())) return ScreenNameMessage.RESERVED;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures and avatars
// ---------------------------------------------------------------------------------------------------------------

/** Spec 02 §10 "Default avatars: 12". */
export const DEFAULT_AVATAR_COUNT = 12;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The sizes (square, pixels) an upload is stored in; the profile shows the largest, menus the smallest. */
export const PICTURE_SIZES = [64, 256] as const;

export const PictureMessage = {
  TOO_LARGE: `The picture must be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  NOT_AN_IMAGE: 'The file is not a picture we can read: upload a JPEG, PNG, WebP or GIF image',
  TOO_SMALL: 'The picture must be at least 32 x 32 pixels',
  EMPTY: 'Choose a picture to upload',
} as const;

export function defaultAvatarPath(avatar: number): string {
  return ProfilePaths.avatarFile.replace(':file', `avatar-${avatar}.svg`);
}

// ---------------------------------------------------------------------------------------------------------------
// Visibility
// ---------------------------------------------------------------------------------------------------------------

/** The parts of a public profile a learner may hide from visitors one by one. */
export const PROFILE_SECTIONS = [
  'education',
  'level',
  'streaks',
  'heatmap',
  'solved',
  'badges',
  'contest_rating',
  'recent_accepted',
  'followers',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const PROFILE_SECTION_LABELS: Record<ProfileSection, string> = {
  education: 'College, graduation year and branch',
  level: 'Level and EXP',
  streaks: 'Streaks',
  heatmap: 'Contributions heatmap',
  solved: 'Problems solved',
  badges: 'Badges',
  contest_rating: 'Contest rating',
  recent_accepted: 'Recently solved problems',
  followers: 'Followers and following',
};

export const profileVisibilitySchema = z.enum(['public', 'private']);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Editable details
// ---------------------------------------------------------------------------------------------------------------

export const BIO_MAX = 500;
export const BRANCH_MAX = 100;
export const LINKS_MAX = 5;
export const GRAD_YEAR_MIN = 1950;
export const GRAD_YEAR_MAX = 2040;

export const ProfileMessage = {
  LINK_URL: 'Enter a full link starting with http:// or https://',
  COLLEGE_UNKNOWN: 'Choose your college from the list, or ask us to add it',
  GRAD_YEAR: `Enter a year between ${GRAD_YEAR_MIN} and ${GRAD_YEAR_MAX}`,
  NOT_FOUND: 'No learner has this profile.',
  SAVED: 'Profile saved',
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const profileLinkSchema = z.object({
  label: z.string().trim().max(40).default(''),
  url: z.string().trim().max(300).refine(isHttpUrl, ProfileMessage.LINK_URL),
});

const nameFieldSchema = z
  .string()
  .max(NAME_MAX_LENGTH * 2)
  .superRefine((value, ctx) => {
    const error = displayNameError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const screenNameFieldSchema = z
  .string()
  .max(SCREEN_NAME_MAX * 2)
  .superRefine((value, ctx) => {
    const error = screenNameError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const profileUpdateBodySchema = z.object({
  name: nameFieldSchema.optional(),
  screen_name: screenNameFieldSchema.optional(),
  /** A college slug from GET /api/v1/colleges; null clears it. */
  college_id: z.string().trim().min(1).max(120).nullable().optional(),
  grad_year: z
    .number({ message: ProfileMessage.GRAD_YEAR })
    .int(ProfileMessage.GRAD_YEAR)
    .min(GRAD_YEAR_MIN, ProfileMessage.GRAD_YEAR)
    .max(GRAD_YEAR_MAX, ProfileMessage.GRAD_YEAR)
    .nullable()
    .optional(),
  branch: z.string().trim().max(BRANCH_MAX).nullable().optional(),
  bio: z.string().trim().max(BIO_MAX).nullable().optional(),
  links: z.array(profileLinkSchema).max(LINKS_MAX).optional(),
  visibility: profileVisibilitySchema.optional(),
  hidden_sections: z.array(z.enum(PROFILE_SECTIONS)).max(PROFILE_SECTIONS.length).optional(),
  /** Saving from /profile/setup marks the setup done. */
  complete_setup: z.boolean().optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

const collegeRefSchema = z.object({ slug: z.string(), name: z.string() });

export const profileEditDetailsSchema = z.object({
  uuid: z.string(),
  name: z.string().nullable(),
  screen_name: z.string().nullable(),
  /** The picture shown (an upload, else the default avatar's). */
  image: z.string(),
  /** The default avatar chosen (1..12); null when an uploaded picture is shown. */
  avatar: z.number().int().nullable(),
  college: collegeRefSchema.nullable(),
  grad_year: z.number().int().nullable(),
  branch: z.string().nullable(),
  bio: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  visibility: profileVisibilitySchema,
  hidden_sections: z.array(z.enum(PROFILE_SECTIONS)),
  setup_done: z.boolean(),
  /** The public URL: /profile/{screen_name}, else /profile/{uuid}. */
  profile_url: z.string(),
});
export type ProfileEditDetails = z.infer<typeof profileEditDetailsSchema>;

export const screenNameQuerySchema = z.object({ screen_name: z.string().max(SCREEN_NAME_MAX * 2) });
export const screenNameAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string(),
});
export type ScreenNameAvailability = z.infer<typeof screenNameAvailabilitySchema>;

export const avatarBodySchema = z.object({ avatar: z.number().int().min(1).max(DEFAULT_AVATAR_COUNT) });

export const profileFileParamsSchema = z.object({ file: z.string().min(1).max(120) });
export const profileKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

// ---------------------------------------------------------------------------------------------------------------
// The public profile
// ---------------------------------------------------------------------------------------------------------------

export const HEATMAP_DAYS = 365;
export const RECENT_ACCEPTED_COUNT = 10;
export const TOP_TOPICS_COUNT = 10;

export const publicProfileSchema = z.object({
  uuid: z.string(),
  screen_name: z.string().nullable(),
  name: z.string().nullable(),
  image: z.string(),
  /** The viewer is this learner: every part is shown, and hidden_sections says what visitors miss. */
  own: z.boolean(),
  /** The learner keeps the whole profile private: visitors see the name and picture only. */
  private: z.boolean(),
  hidden_sections: z.array(z.enum(PROFILE_SECTIONS)),
  bio: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Each part below is null when hidden from this viewer. */
  education: z
    .object({
      college: collegeRefSchema.nullable(),
      grad_year: z.number().int().nullable(),
      branch: z.string().nullable(),
    })
    .nullable(),
  level: z.object({ level: z.number().int(), points: z.number().int() }).nullable(),
  streaks: z.object({ current: z.number().int(), longest: z.number().int() }).nullable(),
  /** Days with at least one submission over the last HEATMAP_DAYS days (IST), oldest first. */
  heatmap: z
    .object({
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      days: z.array(z.object({ date: z.string(), count: z.number().int() })),
    })
    .nullable(),
  solved: z
    .object({
      total: z.number().int(),
      by_difficulty: z.array(z.object({ difficulty: z.string(), count: z.number().int() })),
      by_topic: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    })
    .nullable(),
  badges: z
    .array(
      z.object({
        entity_type: z.string(),
        entity_name: z.string(),
        level: z.number().int(),
        awarded_at: z.string(),
      }),
    )
    .nullable(),
  contest_rating: z.object({ rating: z.number().int(), contests: z.number().int() }).nullable(),
  recent_accepted: z
    .array(z.object({ slug: z.string(), name: z.string(), difficulty: z.string(), solved_at: z.string() }))
    .nullable(),
  followers: z.object({ followers: z.number().int(), following: z.number().int() }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The public URL of a learner's profile. */
export function profileUrl(user: { uuid: string; screen_name: string | null }): string {
  return `/profile/${encodeURIComponent(user.screen_name ?? user.uuid)}`;
}
