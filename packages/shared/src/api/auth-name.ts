/**
 * The display-name rule of check_valid_name / update_name (and the new-user Name field): required, at most
 * NAME_MAX_LENGTH characters, letters (any script) with spaces, dots, apostrophes and hyphens between them.
 */
import { AuthMessage, NAME_MAX_LENGTH } from '../auth-rules.ts';

export const NameMessage = {
  REQUIRED: AuthMessage.NAME_REQUIRED,
  TOO_LONG: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  CHARACTERS: 'Name can contain only letters, spaces, dots, apostrophes and hyphens',
} as const;

const NAME_PATTERN = /^\p{L}[\p{L}\p{M}.' -]*$/u;

/** null when valid, else the message to show. */
export function displayNameError(raw: string): string | null {
  const name = normalizeDisplayName(raw);
  if (!name) return NameMessage.REQUIRED;
  if (name.length > NAME_MAX_LENGTH) return NameMessage.TOO_LONG;
  return NAME_PATTERN.test(name) ? null : NameMessage.CHARACTERS;
}

/** Trims and collapses runs of spaces, as the name is stored. */
export function normalizeDisplayName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}
