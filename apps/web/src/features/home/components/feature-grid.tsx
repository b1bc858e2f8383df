import { Link } from 'react-router';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

interface Offer {
  title: string;
  text: string;
  to: string;
  cta: string;
}

/** What the platform offers (spec 01 §1), each card leading to its section. */
const OFFERS: Offer[] = [
  {
    title: 'Interview problems',
    text: 'Solve coding, multiple-choice and fill-in-the-blank problems by topic, company and difficulty, judged online.',
    to: '/problems',
    cta: 'Browse problems',
  },
  {
    title: 'Contests',
    text: 'Compete in timed coding contests with live standings, then watch your contest rating move.',
    to: '/contests',
    cta: 'See contests',
  },
  {
    title: 'Online compilers',
    text: `Write, compile and run code in ${COMPILER_LANGUAGES.length} languages straight from the browser, with your own input.`,
    to: '/online-compiler',
    cta: 'Open a compiler',
  },
  {
    title: 'Guided paths',
    text: 'Follow structured paths through data structures, algorithms and more, module by module.',
    to: '/guided-paths',
    cta: 'Pick a path',
  },
  {
    title: 'Mock test series',
    text: 'Take timed tests that feel like real online assessments, and find your weak spots before the real one.',
    to: '/test-series',
    cta: 'Try a mock test',
  },
  {
    title: 'Interview experiences',
    text: 'Read how interviews actually went, round by round and company by company, shared by candidates.',
    to: '/interview-experiences',
    cta: 'Read experiences',
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {OFFERS.map((offer) => (
        <li key={offer.to}>
          <Link
            to={offer.to}
            className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 transition-shadow hover:shadow-md hover:shadow-black/5 focus-visible:outline-2 focus-visible:outline-accent dark:hover:shadow-black/40"
          >
            <h3 className="text-base font-semibold text-fg">{offer.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-fg-muted">{offer.text}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
              {offer.cta}
              <ArrowRightIcon className="transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
