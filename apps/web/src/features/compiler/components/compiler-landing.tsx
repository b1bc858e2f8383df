/**
 * /online-compiler: one card per compiler (spec 01 route map), linking to its page. Availability comes from the
 * judge: a language whose toolchain this server lacks says "Unavailable" instead of failing at Run (why is the
 * operator's business: GET /api/health).
 */
import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { JudgeLanguage } from '@katana/shared/api/judge';
import { compilerPath } from '@katana/shared/navigation';
import { compilerDisplayName } from '@katana/shared/page-meta';
import { COMPILER_LANGUAGES, type CompilerLanguage } from '@katana/shared/routes';
import { useJudgeLanguages } from '../api/judge-languages.ts';

function Availability({ info, loading }: { info: JudgeLanguage | undefined; loading: boolean }) {
  if (loading) return <span className="text-xs text-fg-subtle">Checking…</span>;
  if (!info) return null;
  if (info.available) {
    return <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">Available</span>;
  }
  return <span className="text-xs font-medium text-red-700 dark:text-red-400">Unavailable</span>;
}

function CompilerCard({
  language,
  info,
  loading,
}: {
  language: CompilerLanguage;
  info: JudgeLanguage | undefined;
  loading: boolean;
}) {
  const name = compilerDisplayName(language);
  return (
    <li>
      <Link
        to={compilerPath(language)}
        className={clsx(
          'flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4 shadow-black/5 transition-colors',
          'hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        )}
      >
        <span className="text-sm font-semibold text-fg sm:text-base">{name} compiler</span>
        {info && info.name !== name && <span className="text-sm text-fg-muted">{info.name}</span>}
        <span className="mt-auto pt-2 break-words">
          <Availability info={info} loading={loading} />
        </span>
      </Link>
    </li>
  );
}

export function CompilerLanding() {
  const languages = useJudgeLanguages();
  const byKey = new Map(languages.data?.map((l) => [l.key, l]));
  return (
    <section className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-fg sm:text-3xl">Online compilers</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">
        Write, compile and run code in {COMPILER_LANGUAGES.length} languages, with your own input, in the same
        sandbox that judges submissions.
      </p>
      {languages.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          Could not check which languages this server can run: {languages.error.message}
        </p>
      )}
      <ul aria-label="Compilers" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-4">
        {COMPILER_LANGUAGES.map((language) => (
          <CompilerCard
            key={language}
            language={language}
            info={byKey.get(language)}
            loading={languages.isPending}
          />
        ))}
      </ul>
    </section>
  );
}
