/**
 * Turns a parsed item.yaml plus the folder's Markdown files into a validated Item, or throws an ItemError that names
 * the file and the reason. Pure: the judge's loader reads the files, this decides whether they make a good item.
 */
import { z } from 'zod';
import { markersInsideCodeFences, splitStatementBlanks } from './blank-markers.ts';
import { ItemError } from './item-error.ts';
import {
  NOTE_MAX_SCORE,
  QUIZ_MAX_SCORE,
  itemYamlSchema,
  rubricSchema,
  type ItemYaml,
} from './item-schema.ts';
import type { FillUpBlank, Item, ItemBase, ItemFiles, Rubric } from './item-types.ts';

export const ITEM_FILES = { yaml: 'item.yaml', statement: 'statement.en.md', note: 'note.en.md' } as const;

/** The first problem zod found, as "path.to.field: message", so an author knows where to look. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const v of values) (seen.has(v) ? repeated : seen).add(v);
  return [...repeated];
}

function checkMaxScore(yaml: ItemYaml): void {
  const expected = yaml.type === 'NOTE' ? NOTE_MAX_SCORE : QUIZ_MAX_SCORE[yaml.difficulty];
  if (yaml.max_score !== expected) {
    throw new ItemError(
      ITEM_FILES.yaml,
      `max_score: a ${yaml.difficulty} ${yaml.type} item is worth ${expected}, got ${yaml.max_score}`,
    );
  }
}

function checkStatementBlanks(statement: string, blanks: readonly FillUpBlank[]): void {
  const ids = blanks.map((b) => b.id);
  const inFences = markersInsideCodeFences(statement);
  if (inFences.length > 0) {
    throw new ItemError(
      ITEM_FILES.statement,
      `blank '${inFences[0]}' sits inside a code block; put it in the text`,
    );
  }
  const markers = splitStatementBlanks(statement).flatMap((s) => (s.kind === 'blank' ? [s.id] : []));
  const unknown = markers.find((m) => !ids.includes(m));
  if (unknown !== undefined) {
    throw new ItemError(ITEM_FILES.statement, `{{blank:${unknown}}} names no blank of item.yaml`);
  }
  for (const id of ids) {
    const count = markers.filter((m) => m === id).length;
    if (count !== 1) {
      throw new ItemError(
        ITEM_FILES.statement,
        `blank '${id}' must appear exactly once as {{blank:${id}}}, found ${count}`,
      );
    }
  }
}

function requireMarkdown(text: string | undefined, file: string): string {
  if (text === undefined) throw new ItemError(file, 'missing');
  if (text.trim().length === 0) throw new ItemError(file, 'is empty');
  return text;
}

function buildRubric(rubric: z.infer<typeof rubricSchema>): Rubric {
  rubric.levels.forEach((level, i) => {
    if (level.score !== i) {
      throw new ItemError(
        ITEM_FILES.yaml,
        `rubric.levels.${i}.score: levels go 0, 1, 2, ... in order (one step each); expected ${i}, got ${level.score}`,
      );
    }
  });
  const max = rubric.levels.length - 1;
  if (rubric.pass_score > max) {
    throw new ItemError(
      ITEM_FILES.yaml,
      `rubric.pass_score: ${rubric.pass_score} is above the top level (${max})`,
    );
  }
  return { passScore: rubric.pass_score, levels: rubric.levels.map((l) => ({ ...l })) };
}

export function buildItem(raw: unknown, files: ItemFiles): Item {
  const parsed = itemYamlSchema.safeParse(raw);
  if (!parsed.success) throw new ItemError(ITEM_FILES.yaml, describeIssue(parsed.error));
  const yaml = parsed.data;
  checkMaxScore(yaml);

  const base: ItemBase = {
    slug: yaml.slug,
    type: yaml.type,
    title: yaml.title,
    difficulty: yaml.difficulty,
    maxScore: yaml.max_score,
    topics: yaml.topics,
    companies: yaml.companies,
    lists: yaml.lists,
    metaDescription: yaml.meta_description,
    metaKeywords: yaml.meta_keywords,
  };

  if (yaml.type === 'NOTE') {
    // A NOTE shows only the note tab (spec 03 §2), so a statement would never be seen.
    if (files.statement !== undefined) {
      throw new ItemError(
        ITEM_FILES.statement,
        `a NOTE item is read from ${ITEM_FILES.note}; remove this file`,
      );
    }
    return { ...base, type: 'NOTE', note: requireMarkdown(files.note, ITEM_FILES.note) };
  }

  if (files.note !== undefined) {
    throw new ItemError(
      ITEM_FILES.note,
      `only NOTE items have a note; a ${yaml.type} item uses ${ITEM_FILES.statement}`,
    );
  }
  const statement = requireMarkdown(files.statement, ITEM_FILES.statement);

  if (yaml.type === 'SUBJECTIVE')
    return { ...base, type: 'SUBJECTIVE', statement, rubric: buildRubric(yaml.rubric) };

  if (yaml.type === 'FILL_UP') {
    const repeated = duplicates(yaml.blanks.map((b) => b.id));
    if (repeated.length > 0)
      throw new ItemError(ITEM_FILES.yaml, `blanks: id '${repeated[0]}' is used twice`);
    const blanks: FillUpBlank[] = yaml.blanks.map((b) => ({
      id: b.id,
      // Exact blanks keep their spacing; for the others surrounding spaces never matter.
      answers: b.answers.map((a) => (b.match === 'exact' ? String(a) : String(a).trim())),
      match: b.match,
      tolerance: b.tolerance ?? 0,
    }));
    checkStatementBlanks(statement, blanks);
    return { ...base, type: 'FILL_UP', statement, blanks, solutionDesc: yaml.solution_desc };
  }

  const optionIds = yaml.options.map((o) => o.id);
  const repeatedOption = duplicates(optionIds);
  if (repeatedOption.length > 0)
    throw new ItemError(ITEM_FILES.yaml, `options: id '${repeatedOption[0]}' is used twice`);
  const repeatedAnswer = duplicates(yaml.right_answers);
  if (repeatedAnswer.length > 0) {
    throw new ItemError(ITEM_FILES.yaml, `right_answers: '${repeatedAnswer[0]}' is listed twice`);
  }
  const missing = yaml.right_answers.find((id) => !optionIds.includes(id));
  if (missing !== undefined)
    throw new ItemError(ITEM_FILES.yaml, `right_answers: '${missing}' is not an option id`);
  return {
    ...base,
    type: yaml.type,
    statement,
    options: yaml.options,
    rightAnswers: yaml.right_answers,
    solutionDesc: yaml.solution_desc,
  };
}
