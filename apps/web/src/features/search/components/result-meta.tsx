/** The short facts under a result's title: its kind, and a problem's difficulty or a path's level. */
import type { SearchResult } from '@katana/shared/api/search';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';

const KIND: Record<SearchResult['type'], string> = {
  problem: 'Problem',
  problem_list: 'Problem list',
  guided_path: 'Guided path',
  article: 'Article',
  discussion: 'Discussion',
  interview_experience: 'Interview experience',
  bundle: 'Interview bundle',
  contest: 'Contest',
  learner: 'Learner',
};

const isDifficulty = (v: unknown): v is 'EASY' | 'MEDIUM' | 'HARD' =>
  v === 'EASY' || v === 'MEDIUM' || v === 'HARD';

export function resultKind(result: SearchResult): string {
  if (result.type === 'problem' && result.meta.problem_type === 'NOTE') return 'Note';
  return KIND[result.type];
}

export function ResultMeta({ result }: { result: SearchResult }) {
  const { difficulty, guided_path: path } = result.meta;
  return (
    <span className="flex items-center gap-2 text-xs text-fg-subtle">
      <span>{resultKind(result)}</span>
      {isDifficulty(difficulty) && result.meta.problem_type !== 'NOTE' && (
        <DifficultyBadge difficulty={difficulty} />
      )}
      {typeof path === 'string' && <span>in {path}</span>}
    </span>
  );
}
