/** A classroom screen's full-page message (not found, not open yet, failed to load) with an optional action. */
import type { ReactNode } from 'react';

export function ClassroomMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </section>
  );
}
