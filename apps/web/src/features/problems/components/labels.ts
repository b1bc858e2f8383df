/** Display names and colours of the catalogue's enumerations (spec 03 §3), in one place for every screen here. */
import type { ProblemSort, ProblemStatus, ProblemType } from '@katana/shared/api/practice-catalogue';
import type { StatusFilter } from '../hooks/listing-search.ts';

export { DIFFICULTY_LABELS } from '../../../components/ui/difficulty-badge.tsx';

/** Spec 03 §3 "Display status": Solved, Attempted. */
export const STATUS_LABELS: Record<ProblemStatus, string> = {
  SOLVED: 'Solved',
  ATTEMPTED: 'Attempted',
  UNATTEMPTED: 'Not attempted',
};

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  solved: 'Solved',
  attempted: 'Attempted',
  unsolved: 'Unsolved',
};

export const TYPE_LABELS: Record<ProblemType, string> = {
  CODE: 'Code',
  FILL_UP: 'Fill in the blank',
  SINGLE_CHOICE: 'Single choice',
  NOTE: 'Note',
  MULTIPLE: 'Multiple choice',
  SQL: 'SQL',
  REACT: 'React',
  NODE: 'Node',
  SPRING_BOOT: 'Spring Boot',
  CYPRESS: 'Cypress',
  OTHER: 'Other',
  FRONTEND: 'Front-end',
  DATASCIENCE: 'Data science',
  NO_SUBMISSION: 'No submission',
  MACHINE_LEARNING: 'Machine learning',
  SUBJECTIVE: 'Subjective',
};

export const SORT_LABELS: Record<ProblemSort, string> = {
  default: 'Default order',
  difficulty: 'Difficulty: easy first',
  '-difficulty': 'Difficulty: hard first',
  title: 'Name (A-Z)',
  popular: 'Most popular',
  acceptance: 'Highest accuracy',
};

export function formatAccuracy(accuracy: number | null): string {
  return accuracy === null ? '—' : `${Number(accuracy.toFixed(1))}%`;
}

export function formatScore(userScore: number | null, maxScore: number): string {
  return `${userScore ?? 0}/${maxScore}`;
}
