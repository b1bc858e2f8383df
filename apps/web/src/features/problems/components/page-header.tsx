/** The top of the listing pages (all problems, the curated lists): the title, its line, and a link to the other. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function PageHeader({
  title,
  description,
  linkTo,
  link,
}: {
  title: string;
  description: ReactNode;
  linkTo: string;
  /** The link's words and icon. */
  link: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-fg-muted">{description}</p>
      </div>
      <Link
        to={linkTo}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        {link}
      </Link>
    </div>
  );
}
