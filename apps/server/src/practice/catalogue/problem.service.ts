/**
 * One problem in the classroom: the learner's view (never right answers or hidden tests), the editor's language,
 * scaffolds and drafts, the solution tab (recording solution_seen once), rating and edit suggestions.
 * Practice's access policy decides first: a problem hidden from the learner is "No such problem." on every route,
 * and a locked solution answers 403 with the policy's message while the problem's hints are withheld.
 */
import {
  SOLUTION_SEEN_PENALTY_PERCENTAGE,
  type ProblemDetail,
  type ProblemType,
} from '@katana/shared/api/practice-catalogue';
import { learnerView } from '@katana/shared/items/learner-view';
import type { Item } from '@katana/shared/items/item-types';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';
import type { ProblemAccess, Viewer } from '../access/problem-access.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { LearnerRepository } from './learner.repository.ts';
import type { LanguageInfoSource, ProblemLanguageInfo } from './problem-language-info.ts';
import { problemHtml } from './problem-html.ts';
import { presentItem, presentRating } from './problem.presenter.ts';
import type { Cached, ReadCache } from './read-cache.ts';

export const PROBLEM_NOT_FOUND = 'No such problem.';
export const NO_SOLUTION = 'This problem has no solution to show.';

const CODE_TYPES = new Set(['CODE', 'SQL', 'DATASCIENCE', 'MACHINE_LEARNING', 'FRONTEND', 'REACT']);

export function hasSolution(problem: ProblemRow): boolean {
  if (CODE_TYPES.has(problem.problemType))
    return problem.editorial.trim() !== '' || problem.solutions.length > 0;
  const item = problem.item as unknown as Item | null;
  return item !== null && 'solutionDesc' in item;
}

/**
 * The editor opens with the user's default language when this problem accepts it and it runs here; otherwise the
 * problem's default if it runs here; otherwise the first accepted language that runs; else the problem's default.
 */
export function editorLanguage(
  languages: readonly ProblemLanguageInfo[],
  problemDefault: string | null,
  userDefault: string | null,
): { editor: string | null; userDefaultUnavailable: boolean } {
  const runs = (key: string | null) => languages.some((l) => l.key === key && l.available);
  const userDefaultUnavailable = userDefault !== null && !runs(userDefault);
  if (userDefault && runs(userDefault)) return { editor: userDefault, userDefaultUnavailable };
  if (runs(problemDefault)) return { editor: problemDefault, userDefaultUnavailable };
  return { editor: languages.find((l) => l.available)?.key ?? problemDefault, userDefaultUnavailable };
}

function rightAnswers(item: Item): string[] | null {
  if (item.type === 'SINGLE_CHOICE' || item.type === 'MULTIPLE') return [...item.rightAnswers];
  if (item.type === 'FILL_UP') return item.blanks.map((b) => String(b.answers[0] ?? ''));
  return null;
}

function languageNotAccepted(problem: ProblemRow, language: string): ApiError {
  const message = problem.languages.length
    ? `This problem does not accept ${language}.`
    : 'This problem takes no code.';
  return new ApiError(422, ErrorCode.VALIDATION, message, { language: message });
}

export function createProblemService(deps: {
  catalogue: CatalogueRepository;
  learner: LearnerRepository;
  catalogueService: CatalogueService;
  languages: LanguageInfoSource;
  access: ProblemAccess;
  cache: ReadCache;
}) {
  const { catalogue, learner, catalogueService, languages, access, cache } = deps;

  /** The problem as the viewer may see it now; hidden ones answer like unknown slugs. */
  async function problemBySlug(slug: string, viewer: Viewer): Promise<ProblemRow> {
    const problem = await catalogue.findBySlug(slug, access.visibleTo(viewer));
    if (!problem) throw new ApiError(404, ErrorCode.NOT_FOUND, PROBLEM_NOT_FOUND);
    return problem;
  }

  function scaffoldOf(problem: ProblemRow, language: string | null): string | null {
    if (!language) return null;
    return problem.scaffolds[language] ?? languages.genericScaffold(language);
  }

  async function detail(slug: string, userId: number | null): Promise<ProblemDetail> {
    const problem = await problemBySlug(slug, userId);
    const html = problemHtml(problem);
    const [[summary], state, prefs, allowed, solutionLock] = await Promise.all([
      catalogueService.summariesInOrder([problem.id], userId),
      userId ? learner.findState(userId, problem.id) : undefined,
      userId ? learner.findPreferences(userId) : undefined,
      languages.describe(problem.languages),
      // Asked only when there are hints to withhold.
      problem.hints.length || html.hints.length ? access.solutionLock(userId, problem) : null,
    ]);
    const userDefault = prefs?.defaultLanguage ?? null;
    const { editor, userDefaultUnavailable } = editorLanguage(allowed, problem.defaultLanguage, userDefault);
    const [draft, submissionIds] = await Promise.all([
      userId && editor ? learner.findDraft(userId, problem.id, editor) : undefined,
      userId ? catalogue.submissionIds(userId, problem.id) : [],
    ]);
    const item = problem.item as unknown as Item | null;
    return {
      ...summary!,
      meta_description: problem.metaDescription,
      meta_keywords: problem.metaKeywords,
      statement: problem.statement,
      statement_html: html.statement,
      samples: problem.samples.map((s) => ({ input: s.input, output: s.output })),
      time_limit_s: problem.timeLimitS,
      memory_limit_mb: problem.memoryLimitMb,
      languages_allowed: allowed,
      default_language: problem.defaultLanguage,
      user_default_language: userDefault,
      default_language_unavailable: userDefaultUnavailable,
      editor_language: editor,
      scaffold_code: scaffoldOf(problem, editor),
      code_text: draft?.code ?? null,
      autocomplete: prefs?.autocomplete ?? true,
      // Hints open with the solution (spec 03 §2): while it is locked the statement stays, the hints do not.
      hints: solutionLock ? [] : [...problem.hints],
      hints_html: solutionLock ? [] : [...html.hints],
      item: item ? presentItem(learnerView(item), html) : null,
      best_submission: state?.bestSubmissionId ?? null,
      submission_ids: submissionIds,
      solution_seen: Boolean(state?.solutionViewedOn),
      has_solution: hasSolution(problem),
      solution_penalty_percentage: SOLUTION_SEEN_PENALTY_PERCENTAGE,
      downvote_count: problem.downvoteCount,
      last_upvote_reaction_type: state?.reaction === 1 || state?.reaction === -1 ? state.reaction : null,
      rating: presentRating(problem.ratingSum, problem.ratingCount, state?.rating ?? null),
      sql:
        problem.problemType === ('SQL' satisfies ProblemType)
          ? {
              dialects: [...((problem.sqlSettings?.dialects as string[] | undefined) ?? problem.languages)],
            }
          : null,
    };
  }

  return {
    problemBySlug,

    /** The problem page's data; an anonymous visitor's is the same for everyone and cached (with its ETag). */
    async detail(
      slug: string,
      userId: number | null,
    ): Promise<Cached<ProblemDetail> | { value: ProblemDetail }> {
      if (userId === null) return cache.get(`detail:${slug}`, () => detail(slug, null));
      return { value: await detail(slug, userId) };
    },

    /** "Language code": the scaffold and, for a signed-in user, the saved draft. */
    async languageCode(slug: string, language: string, userId: number | null) {
      const problem = await problemBySlug(slug, userId);
      if (!problem.languages.includes(language)) throw languageNotAccepted(problem, language);
      const draft = userId ? await learner.findDraft(userId, problem.id, language) : undefined;
      return {
        language,
        default_scaffold: scaffoldOf(problem, language) ?? '',
        saved_code: draft?.code ?? null,
        saved_at: draft?.updatedAt.toISOString() ?? null,
      };
    },

    async saveDraft(slug: string, userId: number, language: string, code: string) {
      const problem = await problemBySlug(slug, userId);
      if (!problem.languages.includes(language)) throw languageNotAccepted(problem, language);
      const savedAt = await learner.saveDraft(userId, problem.id, language, code);
      return { language, saved_at: savedAt.toISOString() };
    },

    /** Opening the solution records solution_seen once; later submissions carry the SOLUTION_SEEN penalty. */
    async solution(slug: string, userId: number) {
      const problem = await problemBySlug(slug, userId);
      const locked = await access.solutionLock(userId, problem);
      if (locked) throw new ApiError(403, ErrorCode.FORBIDDEN, locked);
      if (!hasSolution(problem)) throw new ApiError(404, ErrorCode.NOT_FOUND, NO_SOLUTION);
      const viewedOn = await learner.markSolutionViewed(userId, problem.id, new Date());
      const item = problem.item as unknown as Item | null;
      const html = problemHtml(problem);
      return {
        editorial: problem.editorial,
        editorial_html: html.editorial,
        solutions: problem.solutions.map((s) => ({ language: s.language, code: s.code })),
        right_answers: item ? rightAnswers(item) : null,
        solution_desc: item && 'solutionDesc' in item ? item.solutionDesc : null,
        solution_desc_html: item && 'solutionDesc' in item ? html.solutionDesc : null,
        solution_seen: true as const,
        solution_viewed_on: viewedOn.toISOString(),
        penalty_percentage: SOLUTION_SEEN_PENALTY_PERCENTAGE,
      };
    },

    /** A user's rating replaces their previous one; sum and count move in the same transaction. */
    async rate(slug: string, userId: number, rating: number) {
      const problem = await problemBySlug(slug, userId);
      return learner.transaction(async (repo) => {
        const state = await repo.lockState(userId, problem.id);
        await repo.setRating(userId, problem.id, rating);
        const totals = await repo.addRating(
          problem.id,
          rating - (state.rating ?? 0),
          state.rating === null ? 1 : 0,
        );
        return presentRating(totals.ratingSum, totals.ratingCount, rating);
      });
    },

    async suggestEdit(slug: string, userId: number, section: string, suggestion: string) {
      const problem = await problemBySlug(slug, userId);
      const id = await learner.insertSuggestion({ userId, problemId: problem.id, section, suggestion });
      return { id: String(id) };
    },
  };
}

export type ProblemService = ReturnType<typeof createProblemService>;
