/** The library pages' loading and failure states (a 404 goes to the app's not-found page). */
import { Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';

export function PageLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-4xl flex-1 p-6">
      <div className="h-8 w-2/3 animate-pulse rounded bg-surface-muted" />
      <div className="mt-4 h-40 animate-pulse rounded-2xl bg-surface-muted" />
      <p className="sr-only">{label}</p>
    </div>
  );
}

export function PageError({
  error,
  what,
  onRetry,
}: {
  error: ApiRequestError;
  what: string;
  onRetry(): void;
}) {
  if (error.status === 404 || error.code === 404) return <Navigate to="/fourofour" replace />;
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">{what} could not be loaded</h1>
      <p className="text-sm text-fg-muted">{error.message}</p>
      <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
