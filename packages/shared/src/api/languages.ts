/** GET /api/v1/languages: the languages of the online compiler and the judge (spec's compiler list). */
import { z } from 'zod';
import { COMPILER_LANGUAGES } from '../routes.ts';

export const LanguagePaths = { languages: '/api/v1/languages' } as const;

export const LANGUAGE_QUERY_MAX = 50;

export const languageSchema = z.object({
  // A string, not the enum: an operator may add a language row; the seeded keys are COMPILER_LANGUAGES.
  key: z.string().describe(`Language key; seeded: ${COMPILER_LANGUAGES.join(', ')}`),
  name: z.string().describe('Display name, e.g. "C++"'),
  extension: z.string().describe('Source file extension without the dot'),
  editor_mode: z.string().describe('Code editor language mode'),
  sort_order: z.number().int(),
});

export const languageListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Type at least one character.')
    .max(LANGUAGE_QUERY_MAX, `At most ${LANGUAGE_QUERY_MAX} characters.`)
    .optional()
    .describe('Case-insensitive filter on key or name'),
});

export const languageListSchema = z.object({ languages: z.array(languageSchema) });

export type Language = z.infer<typeof languageSchema>;
