/** The landing page at the root: what the platform offers and where to start. */
import { Link } from 'react-router';
import { PAGE_DEFAULTS } from '@katana/shared/page-kinds';
import { COMPILER_LANGUAGES, authRedirectUrl } from '@katana/shared/routes';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { appConfig } from '../../../lib/config/app-config.ts';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { LanguageCard } from '../components/language-card.tsx';

const [HEADLINE] = PAGE_DEFAULTS.home;

const STEPS = [
  { title: 'Pick a problem', text: 'Filter by topic, difficulty or company, or take the problem of the day.' },
  { title: 'Write and run', text: 'Code in the browser editor and run it against the sample tests or your own input.' },
  {
    title: 'Submit and grow',
    text: 'The judge checks every test case. Solved problems earn EXP and keep your streak alive.',
  },
];

export function HomePage() {
  const { isAuthenticated } = useAuth();
  const brand = appConfig.brandName;
  return (
    <div className="flex flex-col">
      <section className="border-b border-line bg-surface">
        <div className="mx-auto grid max-w-screen-xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">
              Coding practice · contests · interview prep
            </p>
            <h1 className="mt-3 text-[2rem] font-bold leading-tight tracking-tight text-fg sm:text-5xl">{HEADLINE}</h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-fg-muted">
              {brand} is an open platform for practising interview problems in {COMPILER_LANGUAGES.length} languages, following guided paths,
              entering contests and tracking your progress with EXP, streaks and leaderboards.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/problems" className={buttonClasses('primary', 'lg')}>
                Start solving
              </Link>
              <Link to="/contests" className={buttonClasses('secondary', 'lg')}>
                Browse contests
              </Link>
            </div>
          </div>
          <LanguageCard />
        </div>
      </section>

      <section aria-labelledby="offers-heading" className="mx-auto w-full max-w-screen-xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="offers-heading" className="text-2xl font-bold tracking-tight text-fg">
          Everything you need to practise
        </h2>
        <p className="mt-2 text-fg-muted">From your first problem to your next interview.</p>
        <div className="mt-8">
          <FeatureGrid />
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="border-y border-line bg-surface">
        <div className="mx-auto max-w-screen-xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="steps-heading" className="text-2xl font-bold tracking-tight text-fg">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{step.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-fg-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto w-full max-w-screen-xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-bold text-fg">{isAuthenticated ? 'Pick up where you left off' : 'Ready to start?'}</h2>
            <p className="mt-1 text-fg-muted">
              {isAuthenticated
                ? 'Your goals, streak and leaderboards are on your dashboard.'
                : 'Sign in to save your progress, keep a streak and climb the leaderboards.'}
            </p>
          </div>
          {isAuthenticated ? (
            <Link to="/home" className={buttonClasses('primary', 'lg')}>
              Go to your dashboard
            </Link>
          ) : (
            <Link to={authRedirectUrl('/')} className={buttonClasses('primary', 'lg')}>
              Sign in or sign up
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
