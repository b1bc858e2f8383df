import type { Difficulty } from '@katana/shared/api/practice-catalogue';
import { clsx } from 'clsx';
import { DIFFICULTY_BADGE, DIFFICULTY_LABELS } from './labels.ts';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span
      data-difficulty={difficulty}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        DIFFICULTY_BADGE[difficulty],
      )}
    >
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}
