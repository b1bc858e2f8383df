/** The dashboard's sections: overview, goal and the three leaderboard views (spec 01 "Goals and leaderboards inside the dashboard"). */
import { NavLink } from 'react-router';
import { clsx } from 'clsx';

const TABS = [
  { to: '/home', label: 'Overview', end: true },
  { to: '/home/goals', label: 'Goals', end: true },
  { to: '/home/leaderboard', label: 'Leaderboard', end: true },
  { to: '/home/leaderboards/leagues', label: 'Leagues', end: true },
  { to: '/home/leaderboards/campus', label: 'Campus', end: true },
] as const;

export function DashboardTabs() {
  return (
    <nav aria-label="Dashboard" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-accent text-fg'
                    : 'border-transparent text-fg-muted hover:text-fg',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DashboardLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-fg-muted">{subtitle}</p>}
      <div className="mt-4">
        <DashboardTabs />
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
