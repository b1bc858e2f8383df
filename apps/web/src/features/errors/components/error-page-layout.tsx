import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

/** The shared look of the 404 and 500 pages: a big status mark, the heading, the text and the way home. */
export function ErrorPageLayout({ mark, heading, text }: { mark: ReactNode; heading: string; text: string }) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <div aria-hidden="true" className="mb-6 select-none text-7xl font-black tracking-tight text-accent/90 sm:text-8xl">
        {mark}
      </div>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{heading}</h1>
      <p className="mt-3 text-base text-fg-muted">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Go back to home
      </Link>
    </section>
  );
}
