/**
 * A validated catalogue item as the server and web use it (camelCase; item.yaml keeps the snake_case names of the
 * spec: right_answers, solution_desc, max_score).
 */
import type { FillUpMatchRule, ItemDifficulty, ItemTopic, ItemType } from './item-schema.ts';

export interface ItemBase {
  slug: string;
  type: ItemType;
  title: string;
  difficulty: ItemDifficulty;
  maxScore: number;
  topics: ItemTopic[];
  companies: string[];
  lists: string[];
  metaDescription: string;
  metaKeywords: string;
}

export interface ChoiceOption {
  /** Stable id stored in submissions ("a", "b", ...). */
  id: string;
  /** Markdown. */
  text: string;
}

export interface ChoiceItem extends ItemBase {
  type: 'SINGLE_CHOICE' | 'MULTIPLE';
  /** Markdown with $math$ and code blocks. */
  statement: string;
  options: ChoiceOption[];
  /** Ids of the correct options: exactly one for SINGLE_CHOICE. */
  rightAnswers: string[];
  /** Markdown explanation shown after a submission. */
  solutionDesc: string;
}

export interface FillUpBlank {
  id: string;
  /** Accepted answers; the first is the canonical one shown after a submission. */
  answers: string[];
  match: FillUpMatchRule;
  /** Absolute tolerance for numeric blanks; 0 for the other rules. */
  tolerance: number;
}

export interface FillUpItem extends ItemBase {
  type: 'FILL_UP';
  /** Markdown in which every blank appears once as `{{blank:<id>}}`, outside code blocks. */
  statement: string;
  blanks: FillUpBlank[];
  solutionDesc: string;
}

export interface NoteItem extends ItemBase {
  type: 'NOTE';
  /** The article, Markdown. */
  note: string;
}

export interface RubricLevel {
  score: number;
  /** Markdown: what an answer at this level does. */
  description: string;
}

export interface Rubric {
  /** Levels in score order 0, 1, ..., max (one rubric step = 1). */
  levels: RubricLevel[];
  /** An answer whose final score reaches this counts as solved. */
  passScore: number;
}

export interface SubjectiveItem extends ItemBase {
  type: 'SUBJECTIVE';
  /** The question, Markdown. */
  statement: string;
  /** Shown to the learner and to reviewers. */
  rubric: Rubric;
}

export type Item = ChoiceItem | FillUpItem | NoteItem | SubjectiveItem;
export type GradableItem = ChoiceItem | FillUpItem;

/** The Markdown files of an item folder, by role. */
export interface ItemFiles {
  /** statement.en.md */
  statement?: string | undefined;
  /** note.en.md */
  note?: string | undefined;
}
