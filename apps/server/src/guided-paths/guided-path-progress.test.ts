import { describe, expect, it } from 'vitest';
import { ANONYMOUS_STATE, evaluatePath, type LearnerState } from './guided-path-progress.ts';
import type { StructureItem, StructureModule } from './guided-paths.repository.ts';

const problem = (id: number, type = 'SINGLE_CHOICE'): StructureItem => ({
  key: `p${id}`,
  kind: 'problem',
  title: `Problem ${id}`,
  durationMinutes: 0,
  bodyHtml: null,
  videoUrl: null,
  problemId: id,
  problemSlug: `p${id}`,
  problemType: type,
  difficulty: 'EASY',
  maxScore: 10,
});
const article = (key: string): StructureItem => ({
  ...problem(0),
  key,
  kind: 'article',
  problemId: null,
  problemSlug: null,
  problemType: null,
  difficulty: null,
  maxScore: 0,
});
const mod = (slug: string, items: StructureItem[]): StructureModule => ({
  slug,
  title: slug,
  summary: '',
  weightage: 1,
  contentables: [{ slug, title: slug, items }],
});

const structure = [
  mod('one', [problem(1), problem(2), article('a1'), problem(3, 'NOTE')]),
  mod('two', [problem(4)]),
  mod('three', [problem(5)]),
];
const learner = (solved: number[], marks: string[] = []): LearnerState => ({
  enrolled: true,
  marks: new Map(marks.map((key) => [key, new Date('2026-03-01T10:00:00Z')])),
  problems: new Map(
    solved.map((id) => [id, { userScore: 10, attempted: true, solvedAt: new Date('2026-03-01T10:00:00Z') }]),
  ),
});

describe('evaluatePath', () => {
  it('opens the first module only to anyone not enrolled', () => {
    expect(evaluatePath(structure, ANONYMOUS_STATE, null).modules.map((m) => m.locked)).toEqual([
      false,
      true,
      true,
    ]);
    const notEnrolled = { ...learner([1, 2, 3, 4]), enrolled: false };
    expect(evaluatePath(structure, notEnrolled, null).modules.map((m) => m.locked)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('opens each next module at half of the previous one, in a chain', () => {
    expect(evaluatePath(structure, learner([1]), null).modules.map((m) => m.locked)).toEqual([
      false,
      true,
      true,
    ]);
    expect(evaluatePath(structure, learner([1], ['a1']), null).modules.map((m) => m.locked)).toEqual([
      false,
      false,
      true,
    ]);
    // Module three waits for module two even when its own items are solved.
    expect(evaluatePath(structure, learner([1, 5], ['a1']), null).modules.map((m) => m.locked)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('completes NOTE items and articles by marks, problems by solves, and scores only problems and quizzes', () => {
    const path = evaluatePath(structure, learner([1, 2, 3], ['a1']), null);
    const one = path.modules[0]!;
    // p3 is a NOTE: solving does not complete it, a mark does.
    expect(one.completed).toBe(false);
    expect(one.progress).toMatchObject({
      completed_items: 3,
      total_items: 4,
      percentage: 75,
      score: 20,
      max_score: 20,
    });
    expect(one.progress.notes).toEqual({ completed: 1, total: 2 });
    expect(evaluatePath(structure, learner([1, 2], ['a1', 'p3']), null).modules[0]!.completed).toBe(true);
  });

  it('leaves hidden problems out, and a module left empty does not hold the next one shut', () => {
    const visible = new Set([1, 2, 3, 5]);
    const path = evaluatePath(structure, learner([1, 2], ['a1', 'p3']), visible);
    expect(path.modules[1]!.progress.total_items).toBe(0);
    expect(path.modules[1]!.completed).toBe(false);
    expect(path.modules.map((m) => m.locked)).toEqual([false, false, false]);
    expect(path.progress).toMatchObject({ completed_items: 4, total_items: 5, percentage: 80 });
  });
});
