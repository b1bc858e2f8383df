import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark.tsx';

/** The brand mark and name; goes to the user's home when signed in, else to the landing page (spec 01 "Header"). */
/** `compactOnPhone`: the name gives way to the mark on narrow phones (a signed-in header has no room for both). */
export function BrandLogo({
  brand,
  to,
  compactOnPhone = false,
}: {
  brand: string;
  to: string;
  compactOnPhone?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={`${brand} home`}
      className="flex shrink-0 items-center gap-2 rounded-lg px-1 py-1 font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      <BrandMark />
      <span
        className={compactOnPhone ? 'text-lg tracking-tight max-[439px]:hidden' : 'text-lg tracking-tight'}
      >
        {brand}
      </span>
    </Link>
  );
}
