import { Link } from 'react-router';
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { compilerPath } from '@katana/shared/navigation';

/** The languages the judge and the online compilers support, each linking to its compiler page. */
export function LanguageCard() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm shadow-black/5 sm:p-6">
      <p className="text-sm font-semibold text-fg">Write code in {COMPILER_LANGUAGES.length} languages</p>
      <p className="mt-1 text-sm text-fg-muted">The same judge runs your submissions and the online compilers.</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {COMPILER_LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={compilerPath(language)}
              className="inline-flex rounded-full border border-line bg-surface-muted px-3 py-1 font-mono text-xs text-fg hover:border-accent hover:text-accent"
            >
              {compilerDisplayName(language)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
