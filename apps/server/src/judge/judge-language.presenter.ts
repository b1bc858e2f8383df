/**
 * Languages as learners see them. An unavailable language says only that (languageUnavailableMessage); why -- a
 * missing compiler, the Debian package to install -- is the operator's business, on GET /api/health
 * (unavailableLanguages) and in the server log.
 */
import type { JudgeLanguage } from '@katana/shared/api/judge';
import { languageUnavailableMessage } from '@katana/shared/language-availability';
import type { LanguageInfo } from '@katana/judge';

export function presentJudgeLanguage(info: LanguageInfo): JudgeLanguage {
  return {
    key: info.key,
    name: info.displayName,
    kind: info.kind,
    compiled: info.compiled,
    source_file_name: info.sourceFileName,
    scaffold: info.scaffold,
    available: info.available,
    ...(info.available ? {} : { reason: languageUnavailableMessage(info.displayName) }),
  };
}

/** The operator's view: each language this server cannot run, with the registry's reason. */
export function unavailableLanguages(infos: readonly LanguageInfo[]): Record<string, string> {
  return Object.fromEntries(infos.filter((l) => !l.available).map((l) => [l.key, l.reason ?? 'unavailable']));
}
