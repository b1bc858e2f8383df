/**
 * Names, availability and default scaffolds of the languages a problem accepts, from the judge's registry. Program
 * languages are available when their toolchain is installed; SQL dialects when their engine answers (the judge
 * probes it on first use). Injected into the services so tests can describe other machines. Learners read this, so
 * an unavailable language carries the plain sentence, never the registry's reason (a package name, a path).
 */
import {
  frontendAvailability,
  getLanguage,
  languageAvailability,
  type LanguageAvailability,
} from '@katana/judge';
import { FRONTEND_LANGUAGE } from '@katana/shared/frontend-files';
import { languageUnavailableMessage } from '@katana/shared/language-availability';

/** Front-end problems' languages: files judged in Chromium, not programs of the registry. */
const FRONTEND_LANGUAGE_NAMES: Record<string, string> = {
  [FRONTEND_LANGUAGE.FRONTEND]: 'HTML, CSS and JavaScript',
  [FRONTEND_LANGUAGE.REACT]: 'React (JSX)',
};

export interface ProblemLanguageInfo {
  key: string;
  name: string;
  available: boolean;
  reason?: string;
}

export interface LanguageInfoSource {
  /** Unknown keys are left out. */
  describe(keys: readonly string[]): Promise<ProblemLanguageInfo[]>;
  /** The registry's generic stdin/stdout starter for a language, or null. */
  genericScaffold(key: string): string | null;
  isKnown(key: string): boolean;
}

export function registryLanguageInfo(
  sqlAvailability: (key: string) => Promise<LanguageAvailability | null>,
): LanguageInfoSource {
  return {
    async describe(keys) {
      const infos: ProblemLanguageInfo[] = [];
      for (const key of keys) {
        const frontendName = FRONTEND_LANGUAGE_NAMES[key];
        if (frontendName) {
          const available = frontendAvailability().available;
          infos.push({
            key,
            name: frontendName,
            available,
            ...(available ? {} : { reason: languageUnavailableMessage(frontendName) }),
          });
          continue;
        }
        const definition = getLanguage(key);
        if (!definition) continue;
        const available =
          definition.kind === 'sql'
            ? ((await sqlAvailability(key))?.available ?? false)
            : languageAvailability(definition).available;
        infos.push({
          key,
          name: definition.displayName,
          available,
          ...(available ? {} : { reason: languageUnavailableMessage(definition.displayName) }),
        });
      }
      return infos;
    },
    genericScaffold: (key) => getLanguage(key)?.scaffold ?? null,
    isKnown: (key) => getLanguage(key) !== undefined || key in FRONTEND_LANGUAGE_NAMES,
  };
}
