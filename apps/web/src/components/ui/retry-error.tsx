/** A section's "could not load" state with a retry (dashboard cards, profile panels). */
export function RetryError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-fg-muted">
      <p>Couldn't load this right now.</p>
      <button type="button" onClick={onRetry} className="font-medium text-accent hover:underline">
        Try again
      </button>
    </div>
  );
}
