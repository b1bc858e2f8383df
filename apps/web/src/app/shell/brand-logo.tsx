import { Link } from 'react-router';

/** The brand mark and name; goes to the user's home when signed in, else to the landing page (spec 01 "Header"). */
/** `compactOnPhone`: the name gives way to the mark on narrow phones (a signed-in header has no room for both). */
export function BrandLogo({ brand, to, compactOnPhone = false }: { brand: string; to: string; compactOnPhone?: boolean }) {
  return (
    <Link
      to={to}
      aria-label={`${brand} home`}
      className="flex shrink-0 items-center gap-2 rounded-lg px-1 py-1 font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path
          d="M9 23L23 9M8 18l6 6"
          className="stroke-on-accent"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={compactOnPhone ? 'text-lg tracking-tight max-[439px]:hidden' : 'text-lg tracking-tight'}>
        {brand}
      </span>
    </Link>
  );
}
