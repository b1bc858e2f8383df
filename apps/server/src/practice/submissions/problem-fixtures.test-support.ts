/**
 * Test support: catalogue rows inserted directly (the importer is the catalogue's own business), so submission
 * tests control exactly what they judge: a CODE or SQL problem with its package zip, or a quiz item.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Item } from '@katana/shared/items/item-types';
import type { Db } from '../../db/client.ts';
import { problemPackages, problems, userProblemStates, type ProblemRow } from '../../db/schema/practice.ts';
import type { TestPackage } from '../../judge/problem-package.test-support.ts';
import type { JudgedOnProblem } from '../../judge/problem-judging.ts';

let next = 1;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${next++}`;

export async function insertCodeProblem(
  db: Db,
  pkg: TestPackage,
  options: {
    type?: 'CODE' | 'SQL' | 'MACHINE_LEARNING';
    maxScore?: number;
    languages?: string[];
    slug?: string;
  } = {},
): Promise<ProblemRow> {
  await db
    .insert(problemPackages)
    .values({ sha256: pkg.sha256, archive: pkg.zip, byteSize: pkg.zip.length })
    .onConflictDoNothing();
  const type = options.type ?? 'CODE';
  const [row] = await db
    .insert(problems)
    .values({
      slug:
        options.slug ??
        uniqueSlug(type === 'SQL' ? 'even-numbers' : type === 'CODE' ? 'sum-of-two' : 'parity'),
      uuid: randomUUID(),
      name: type === 'SQL' ? 'Even numbers' : 'Sum of two',
      problemType: type,
      difficulty: 'EASY',
      maxScore: options.maxScore ?? 80,
      samples: pkg.samples,
      languages:
        options.languages ??
        (type === 'SQL' ? ['psql'] : type === 'CODE' ? ['cpp', 'java', 'python'] : ['python']),
      defaultLanguage: type === 'SQL' ? 'psql' : type === 'CODE' ? 'cpp' : 'python',
      packageSha: pkg.sha256,
      contentHash: pkg.sha256,
      testCount: pkg.testCount,
    })
    .returning();
  return row!;
}

export async function insertQuizProblem(db: Db, item: Item): Promise<ProblemRow> {
  const [row] = await db
    .insert(problems)
    .values({
      slug: uniqueSlug(item.slug),
      uuid: randomUUID(),
      name: item.title,
      problemType: item.type,
      difficulty: item.difficulty,
      maxScore: item.maxScore,
      statement: 'statement' in item ? item.statement : '',
      item: item as unknown as Record<string, unknown>,
      contentHash: randomUUID(),
    })
    .returning();
  return row!;
}

export async function problemRow(db: Db, id: number): Promise<ProblemRow> {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  return row!;
}

/** What the solution tab records when opened (the catalogue's route sets it; tests set it directly). */
export async function markSolutionViewed(db: Db, userId: number, problemId: number, at: Date): Promise<void> {
  await db
    .insert(userProblemStates)
    .values({ userId, problemId, solutionViewedOn: at })
    .onConflictDoUpdate({
      target: [userProblemStates.userId, userProblemStates.problemId],
      set: { solutionViewedOn: at },
    });
}

/** A judge's all-tests-passed result on a CODE problem, for tests that feed the submission recorder. */
export const acceptedCodeVerdict: JudgedOnProblem = {
  verdict: 'CORRECT_ANSWER',
  errorMessage: null,
  percentage: 100,
  totalTestCases: 5,
  noOfTestCasesCorrect: 5,
  totalTimeMs: 12,
  maxMemoryKb: 3000,
  tests: [],
  sql: null,
};

/** `count` single-choice quiz problems slugged `<prefix>-quiz-1`, `-2`, ... (guided paths' and goals' fixtures name them). */
export async function insertNamedQuizzes(
  db: Db,
  prefix: string,
  count: number,
  item: (n: number) => Item,
): Promise<ProblemRow[]> {
  const rows: ProblemRow[] = [];
  for (let n = 1; n <= count; n++) {
    const row = await insertQuizProblem(db, item(n));
    const [renamed] = await db
      .update(problems)
      .set({ slug: `${prefix}-quiz-${n}` })
      .where(eq(problems.id, row.id))
      .returning();
    rows.push(renamed!);
  }
  return rows;
}
