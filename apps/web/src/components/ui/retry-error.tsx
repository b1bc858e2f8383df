/**
 * A section whose data could not be loaded (dashboard cards, profile panels, the EXP dropdown's tabs): spec 02 §8
 * says failed engagement loads are ignored and "No other user-facing error text is shown", so the section shows no
 * message, only the way to load it again.
 */
export function RetryError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="flex flex-col items-start">
      <button type="button" onClick={onRetry} className="text-sm font-medium text-accent hover:underline">
        Try again
      </button>
    </div>
  );
}
