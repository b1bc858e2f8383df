/** Difficulty pill in the catalogue's colours, shared by every screen that lists problems (spec 03 §3). */
import { clsx } from 'clsx';
import type { Difficulty } from '@katana/shared/api/practice-catalogue';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };

/** Badge colours, readable on both themes (text contrast >= 4.5:1 on the tinted background). */
const DIFFICULTY_TONE: Record<Difficulty, string> = {
  EASY: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  MEDIUM:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  HARD: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/25',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span
      data-difficulty={difficulty}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        DIFFICULTY_TONE[difficulty],
      )}
    >
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}
