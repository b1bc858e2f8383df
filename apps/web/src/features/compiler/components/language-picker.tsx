/** The compiler's language choice: picking one opens that language's compiler page. */
import { useNavigate } from 'react-router';
import type { JudgeLanguage } from '@katana/shared/api/judge';
import { compilerPath } from '@katana/shared/navigation';
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES, type CompilerLanguage } from '@katana/shared/routes';

export function LanguagePicker({
  language,
  languages,
}: {
  language: CompilerLanguage;
  languages: JudgeLanguage[] | undefined;
}) {
  const navigate = useNavigate();
  const availability = new Map(languages?.map((l) => [l.key, l.available]));
  return (
    <label className="flex items-center gap-2 text-sm text-fg-muted">
      <span>Language</span>
      <select
        value={language}
        onChange={(event) => navigate(compilerPath(event.target.value as CompilerLanguage))}
        className="h-8 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {COMPILER_LANGUAGES.map((key) => (
          <option key={key} value={key}>
            {compilerDisplayName(key)}
            {availability.get(key) === false ? ' (unavailable)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
