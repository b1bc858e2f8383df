/**
 * One rule for showing a learner on every board (the challenge board, the weekly league and campus boards, contest
 * standings), whatever the board ranks: a board is a public ranking, so every entrant appears there with their rank,
 * score and name (a private profile does not drop anyone out of a contest they took or reshuffle the ranks of the
 * others). What a private profile keeps to itself is the rest: no link to the profile (and so no hover card) and no
 * picture (the board's placeholder instead). The viewer always sees their own entry as usual. Boards call this in
 * their presenter, per viewer, after the rows are ranked (and cached).
 */
import { z } from 'zod';

/** The shown name of an entrant who never gave one. */
export const BOARD_UNNAMED = 'A learner';

interface BoardLearner {
  userId: number;
  uuid: string;
  name: string | null;
  image: string | null;
  /** users.profile_visibility: 'public' or 'private'. */
  profileVisibility: string;
}

/** The wire fields of an entrant, shared by every board's row schema. */
export const boardEntrantShape = {
  uuid: z.string(),
  name: z.string(),
  image: z
    .string()
    .nullable()
    .describe('The picture, or null for the placeholder (a private profile shows none)'),
  profile_linked: z
    .boolean()
    .describe("Whether the name links to the learner's profile (false: a private profile)"),
};

interface BoardEntrant {
  uuid: string;
  name: string;
  image: string | null;
  profile_linked: boolean;
}

export function boardEntrant(row: BoardLearner, viewerId: number | null): BoardEntrant {
  const shown = row.userId === viewerId || row.profileVisibility !== 'private';
  return {
    uuid: row.uuid,
    name: row.name?.trim() || BOARD_UNNAMED,
    image: shown ? row.image : null,
    profile_linked: shown,
  };
}
