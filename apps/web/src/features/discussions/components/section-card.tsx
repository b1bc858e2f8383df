/** A titled card section of the campus and moderation pages, labelled by its heading. */
export function SectionCard({
  title,
  idPrefix,
  children,
}: {
  title: string;
  /** Keeps heading ids unique per page family (the title is slugged after it). */
  idPrefix: string;
  children: React.ReactNode;
}) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface">
      <h2 id={id} className="border-b border-line px-4 py-3 text-base font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
