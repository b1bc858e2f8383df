/**
 * What a signed-in learner does to problems outside the editor: bookmarks, the upvote/downvote toggle (spec 03 §4),
 * issue reports and the editor preferences (default language, autocomplete). A problem hidden from the learner
 * (practice's access policy) is "No such problem." here too.
 */
import { toggleReaction, type Vote } from '@katana/shared/scoring';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';
import type { ProblemAccess } from '../access/problem-access.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { LearnerRepository } from './learner.repository.ts';
import type { LanguageInfoSource } from './problem-language-info.ts';
import { PROBLEM_NOT_FOUND } from './problem.service.ts';

export const SUBMISSION_NOT_FOUND = 'No such submission.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createLearnerActionsService(deps: {
  catalogue: CatalogueRepository;
  learner: LearnerRepository;
  languages: LanguageInfoSource;
  access: ProblemAccess;
}) {
  const { catalogue, learner, languages, access } = deps;

  async function problemById(id: number, userId: number): Promise<ProblemRow> {
    const problem = await catalogue.findById(id, access.visibleTo(userId));
    if (!problem) throw new ApiError(404, ErrorCode.NOT_FOUND, PROBLEM_NOT_FOUND);
    return problem;
  }

  /** Reactions and reports name a problem by id (the spec's parent_id / entity_id) or, for convenience, by slug. */
  async function problemByRef(ref: string, userId: number): Promise<ProblemRow> {
    const visible = access.visibleTo(userId);
    const problem = /^\d{1,9}$/.test(ref)
      ? await catalogue.findById(Number(ref), visible)
      : await catalogue.findBySlug(ref, visible);
    if (!problem) throw new ApiError(404, ErrorCode.NOT_FOUND, PROBLEM_NOT_FOUND);
    return problem;
  }

  async function preferences(userId: number) {
    const prefs = await learner.findPreferences(userId);
    return { default_language: prefs?.defaultLanguage ?? null, autocomplete: prefs?.autocomplete ?? true };
  }

  return {
    async addBookmark(userId: number, problemId: number, offeringId: number | null) {
      await problemById(problemId, userId);
      await learner.addBookmark(userId, problemId, offeringId);
      return { problem_id: problemId, is_bookmarked: true };
    },

    async removeBookmark(userId: number, problemId: number) {
      await problemById(problemId, userId);
      await learner.removeBookmark(userId, problemId);
      return { problem_id: problemId, is_bookmarked: false };
    },

    /**
     * The same reaction again removes it, a different one switches it (toggleReaction). The user's row is locked and
     * the counters move by relative amounts in the same transaction, so concurrent clicks never drift the counts.
     */
    async react(userId: number, parentId: string, pressed: Vote) {
      const problem = await problemByRef(parentId, userId);
      return learner.transaction(async (repo) => {
        const state = await repo.lockState(userId, problem.id);
        const before = state.reaction === 1 || state.reaction === -1 ? (state.reaction as Vote) : null;
        const after = toggleReaction({ reaction: before, count: 0 }, pressed).reaction;
        await repo.setReaction(userId, problem.id, after);
        const counts = await repo.addVotes(
          problem.id,
          Number(after === 1) - Number(before === 1),
          Number(after === -1) - Number(before === -1),
        );
        return {
          parent_id: parentId,
          parent_type: 'problem',
          reaction_type: after,
          upvote_count: counts.upvoteCount,
          downvote_count: counts.downvoteCount,
        };
      });
    },

    async report(
      userId: number,
      body: {
        entity_type: string;
        entity_id: string;
        issue_type: string;
        issue_detail: string;
        source?: string | undefined;
      },
    ) {
      let entityId = body.entity_id;
      if (body.entity_type === 'problem') {
        entityId = String((await problemByRef(body.entity_id, userId)).id);
      } else {
        // A learner reports their own submissions; the ids of others' are not theirs to probe.
        const owner = UUID.test(entityId)
          ? await catalogue.submissionOwner(entityId.toLowerCase())
          : undefined;
        if (owner !== userId) throw new ApiError(404, ErrorCode.NOT_FOUND, SUBMISSION_NOT_FOUND);
        entityId = entityId.toLowerCase();
      }
      const id = await learner.insertReport({
        userId,
        entityType: body.entity_type,
        entityId,
        issueType: body.issue_type,
        issueDetail: body.issue_detail,
        source: body.source ?? null,
      });
      return { id: String(id) };
    },

    preferences,

    async setDefaultLanguage(userId: number, language: string) {
      if (!languages.isKnown(language)) {
        const message = `Unknown language '${language}'.`;
        throw new ApiError(422, ErrorCode.VALIDATION, message, { language: message });
      }
      const saved = await learner.savePreferences(userId, { defaultLanguage: language });
      return { default_language: saved.defaultLanguage, autocomplete: saved.autocomplete };
    },

    async setAutocomplete(userId: number, autocomplete: boolean) {
      const saved = await learner.savePreferences(userId, { autocomplete });
      return { default_language: saved.defaultLanguage, autocomplete: saved.autocomplete };
    },
  };
}

export type LearnerActionsService = ReturnType<typeof createLearnerActionsService>;
