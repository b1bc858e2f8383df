/** Screen props from the route map: the named groups of the route's pattern. */
interface ScreenProps {
  params: Record<string, string>;
}

/** Wired into the route map first; the screen itself is being built (issue #5). */
export function ProblemsPage({ params }: ScreenProps) {
  return (
    <section className="mx-auto w-full max-w-6xl flex-1 p-6" data-params={JSON.stringify(params)}>
      <h1 className="text-2xl font-semibold">Interview problems</h1>
    </section>
  );
}

export default ProblemsPage;
