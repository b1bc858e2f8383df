/** Small pieces the classroom's dialogs and tabs share. */
export const fieldClasses =
  'rounded-lg border border-line bg-surface px-3 py-2 text-sm font-normal text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent';

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** What a tab shows until its query has data: a busy line while it loads, the error once it failed. */
export function QueryStatus({
  query,
  loading,
}: {
  query: { isError: boolean; error: Error | null };
  loading: string;
}) {
  if (query.isError) return <FormError message={query.error?.message ?? null} />;
  return (
    <p aria-busy="true" className="text-sm text-fg-muted">
      {loading}
    </p>
  );
}
