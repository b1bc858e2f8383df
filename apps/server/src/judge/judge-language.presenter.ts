import type { JudgeLanguage } from '@katana/shared/api/judge';
import type { LanguageInfo } from '@katana/judge/languages/types';

export function presentJudgeLanguage(info: LanguageInfo): JudgeLanguage {
  return {
    key: info.key,
    name: info.displayName,
    kind: info.kind,
    compiled: info.compiled,
    source_file_name: info.sourceFileName,
    scaffold: info.scaffold,
    available: info.available,
    ...(info.available || !info.reason ? {} : { reason: info.reason }),
  };
}
