/**
 * At start, a judge (the embedded server or a `katana worker`) removes the boxes a judge that was killed left under
 * KATANA_JUDGE_WORK_DIR, in the background: it may have been killed in the middle of a run that wrote thousands of
 * files, and nothing else would ever delete them.
 */
import { cleanStaleBoxes } from '@katana/judge';

interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export function removeLeftoverBoxes(log: Log): Promise<void> {
  return cleanStaleBoxes().then(
    (removed) => {
      if (removed.length > 0) log.info({ removed }, 'judge: removed the boxes of a judge that stopped');
    },
    (err: Error) => log.warn({ err: { message: err.message } }, 'judge: could not remove leftover boxes'),
  );
}
