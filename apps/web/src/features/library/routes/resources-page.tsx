/** /resources: the hub of the learning material — the library, guided paths, online compilers, videos, what's new. */
import { Link } from 'react-router';

const RESOURCES = [
  { to: '/library', title: 'Library', text: 'Articles on data structures, algorithms, SQL and interviews.' },
  { to: '/guided-paths', title: 'Guided paths', text: 'Courses through the catalogue, module by module.' },
  {
    to: '/online-compiler',
    title: 'Online compilers',
    text: 'Run code in twelve languages without installing anything.',
  },
  { to: '/resources/videos', title: 'Videos', text: 'Videos this site’s operator has added, with notes.' },
  { to: '/whats-new', title: 'What’s new', text: 'What changed in each release.' },
];

export default function ResourcesPage() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Resources</h1>
      <p className="mt-2 text-fg-muted">Everything to learn from, in one place.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RESOURCES.map((r) => (
          <li key={r.to} className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="text-base font-semibold text-fg">
              <Link to={r.to} className="hover:text-accent">
                {r.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm leading-6 text-fg-muted">{r.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
