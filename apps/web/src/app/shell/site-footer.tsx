import { Link } from 'react-router';
import { appConfig } from '../../lib/config/app-config.ts';

const LINKS = [
  { label: 'Problems', to: '/problems' },
  { label: 'Contests', to: '/contests' },
  { label: 'Guided paths', to: '/guided-paths' },
  { label: 'Online compiler', to: '/online-compiler' },
  { label: "What's new", to: '/whats-new' },
  { label: 'Policies', to: '/policies' },
];

export function SiteFooter({ brand = appConfig.brandName }: { brand?: string }) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-screen-xl flex-col gap-4 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{brand} — open, self-hostable coding practice.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-fg">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
