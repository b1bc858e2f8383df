/**
 * Interview experiences: writing (draft -> submitted for review), moderation (approve publishes and indexes for
 * search; reject sends it back with a reason), editing (a published one goes back to review and leaves search),
 * deleting, and the reads: the published list with filters, one experience, the author's own, the review queue.
 */
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import {
  companyKey,
  EXPERIENCE_OUTCOMES,
  ExperienceMessage,
  INTERVIEW_EXPERIENCE_PAGE_SIZE,
  MAX_PENDING_EXPERIENCES,
  InterviewExperienceWebPaths,
  OUTCOME_LABELS,
  RECENT_EXPERIENCES_COUNT,
  TOP_EXPERIENCES_DAYS,
  type ExperienceBodyParsed,
  type ExperienceDetail,
  type ExperienceOutcome,
  type LinkedProblem,
} from '@katana/shared/api/interview-experiences';
import { ErrorCode } from '@katana/shared/envelope';
import type { Db } from '../db/client.ts';
import type { StoredExperienceRound } from '../db/schema/interview-experiences.ts';
import { ApiError } from '../plugins/app/api-error.ts';
import { indexSearchDocuments, removeSearchDocuments } from '../search/index.ts';
import {
  authorName,
  plainText,
  presentExperienceDetail,
  presentExperienceSummary,
} from './interview-experience.presenter.ts';
import {
  createInterviewExperienceRepository,
  type ExperienceRecord,
} from './interview-experience.repository.ts';

const REVIEW_QUEUE_MAX = 100;
const COMPANIES_MAX = 100;

export interface Viewer {
  userId: number | null;
  isModerator: boolean;
}

export interface InterviewExperienceServiceDeps {
  db: Db;
  /** Throws the envelope's 422 unless the captcha token verifies (app.captcha.require). */
  requireCaptcha(token: string | undefined): Promise<void>;
  /** Practice's access policy for a viewer, over problems.id. */
  visibleTo(viewer: number | null): SQL | undefined;
  /** Submissions for review one learner may make per minute (config.interviewExperiences). */
  submitsPerMinute: number;
  now?: () => Date;
}

/** A URL part from free text: lower-case ASCII letters and digits joined by single dashes. */
function slugPart(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, ExperienceMessage.NOT_FOUND);

/** The words the list's text search reads (lower-cased). */
function searchText(body: ExperienceBodyParsed): string {
  return [
    body.company,
    body.role,
    body.branch,
    ...body.rounds.flatMap((r) => [r.name, r.questions]),
    body.tips,
  ]
    .join('\n')
    .toLowerCase();
}

function storedRounds(body: ExperienceBodyParsed): StoredExperienceRound[] {
  return body.rounds.map((r) => ({
    name: r.name,
    kind: r.kind,
    questions: r.questions,
    problemSlugs: [...new Set(r.problem_slugs)],
  }));
}

export function createInterviewExperienceService(deps: InterviewExperienceServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createInterviewExperienceRepository(db);

  async function uniqueSlug(company: string, role: string): Promise<string> {
    const base = `${slugPart(company, 40) || 'company'}-${slugPart(role, 40) || 'role'}-interview-experience`;
    for (;;) {
      const slug = `${base}-${randomBytes(4).toString('hex').slice(0, 6)}`;
      if (!(await repo.slugTaken(slug))) return slug;
    }
  }

  /** Refuses links to problems that do not exist (or the author may not see) and a college not on the list. */
  async function checkReferences(userId: number, body: ExperienceBodyParsed): Promise<void> {
    const fields: Record<string, string> = {};
    const slugs = [...new Set(body.rounds.flatMap((r) => r.problem_slugs))];
    const found = new Set((await repo.problemsBySlugs(slugs, deps.visibleTo(userId))).map((p) => p.slug));
    body.rounds.forEach((round, i) => {
      const missing = round.problem_slugs.filter((s) => !found.has(s));
      if (missing.length)
        fields[`rounds.${i}.problem_slugs`] = `${ExperienceMessage.UNKNOWN_PROBLEM} ${missing.join(', ')}`;
    });
    if (body.college_slug && !(await repo.collegeExists(body.college_slug)))
      fields.college_slug = ExperienceMessage.UNKNOWN_COLLEGE;
    if (body.interview_date && body.interview_date > new Date().toISOString().slice(0, 10))
      fields.interview_date = ExperienceMessage.FUTURE_DATE;
    const first = Object.values(fields)[0];
    if (first) throw new ApiError(422, ErrorCode.VALIDATION, first, fields);
  }

  function fieldsOf(body: ExperienceBodyParsed) {
    return {
      company: body.company,
      companyKey: companyKey(body.company),
      role: body.role,
      branch: body.branch,
      collegeSlug: body.college_slug || null,
      outcome: body.outcome,
      interviewDate: body.interview_date,
      experienceYears: body.experience_years,
      tips: body.tips,
      rounds: storedRounds(body),
      searchText: searchText(body),
    };
  }

  async function detailOf(
    record: ExperienceRecord,
    viewer: Viewer,
    message?: string,
  ): Promise<ExperienceDetail> {
    const slugs = [...new Set(record.rounds.flatMap((r) => r.problemSlugs))];
    const visible = await repo.problemsBySlugs(slugs, deps.visibleTo(viewer.userId));
    return presentExperienceDetail(record, {
      problems: new Map<string, LinkedProblem>(visible.map((p) => [p.slug, p])),
      isAuthor: viewer.userId === record.userId,
      isModerator: viewer.isModerator,
      ...(message ? { message } : {}),
    });
  }

  /** The author's own experience, or 404 (someone else's is none of their business) / 403 for a moderator. */
  async function ownedBy(userId: number, slug: string): Promise<ExperienceRecord> {
    const record = await repo.bySlug(slug);
    if (!record) throw notFound();
    if (record.userId !== userId) {
      if (record.status === 'published')
        throw new ApiError(403, ErrorCode.FORBIDDEN, ExperienceMessage.NOT_AUTHOR);
      throw notFound();
    }
    return record;
  }

  /** Refuses a new submission while the learner already has the most allowed waiting for review. */
  async function checkPendingCap(userId: number): Promise<void> {
    if ((await repo.countPendingOf(userId)) >= MAX_PENDING_EXPERIENCES)
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, ExperienceMessage.TOO_MANY_PENDING);
  }

  /** Refuses a submission beyond the learner's per-minute limit (an edit sent back to review counts too). */
  async function checkSubmitRate(userId: number): Promise<void> {
    const since = new Date(now().getTime() - 60_000);
    if ((await repo.submittedSince(userId, since)) >= deps.submitsPerMinute)
      throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, ExperienceMessage.SUBMIT_RATE);
  }

  async function reload(slug: string): Promise<ExperienceRecord> {
    const record = await repo.bySlug(slug);
    if (!record) throw notFound();
    return record;
  }

  return {
    async list(query: {
      company?: string | undefined;
      role?: string | undefined;
      outcome?: ExperienceOutcome | undefined;
      year?: number | undefined;
      q?: string | undefined;
      page: number;
    }) {
      const { rows, total } = await repo.published(
        {
          companyKey: query.company ? companyKey(query.company) : undefined,
          role: query.role || undefined,
          outcome: query.outcome,
          year: query.year,
          text: query.q || undefined,
        },
        (query.page - 1) * INTERVIEW_EXPERIENCE_PAGE_SIZE,
        INTERVIEW_EXPERIENCE_PAGE_SIZE,
      );
      return {
        experiences: rows.map(presentExperienceSummary),
        total,
        page: query.page,
        page_size: INTERVIEW_EXPERIENCE_PAGE_SIZE,
      };
    },

    async recent() {
      const { rows } = await repo.published({}, 0, RECENT_EXPERIENCES_COUNT);
      return { experiences: rows.map(presentExperienceSummary) };
    },

    async top() {
      const since = new Date(now().getTime() - TOP_EXPERIENCES_DAYS * 86_400_000);
      const rows = await repo.mostViewed(since, RECENT_EXPERIENCES_COUNT);
      return { experiences: rows.map(presentExperienceSummary) };
    },

    async companies() {
      return { companies: await repo.companies(COMPANIES_MAX) };
    },

    async mine(userId: number) {
      return { experiences: (await repo.byAuthor(userId)).map(presentExperienceSummary) };
    },

    async reviewQueue() {
      return { experiences: (await repo.pending(REVIEW_QUEUE_MAX)).map(presentExperienceSummary) };
    },

    /** Published ones for everyone; any status for the author and moderators; 404 otherwise. */
    async detail(slug: string, viewer: Viewer): Promise<ExperienceDetail> {
      const record = await repo.bySlug(slug);
      if (!record) throw notFound();
      const mayRead =
        record.status === 'published' ||
        record.userId === viewer.userId ||
        (viewer.isModerator && record.status !== 'draft');
      if (!mayRead) throw notFound();
      if (record.status === 'published' && viewer.userId !== null && viewer.userId !== record.userId) {
        if (await repo.recordView(record.id, viewer.userId)) record.viewCount += 1;
      }
      return detailOf(record, viewer);
    },

    /** A published experience, for the server-rendered head; null for anything else. */
    async publishedForHead(slug: string): Promise<ExperienceRecord | null> {
      const record = await repo.bySlug(slug);
      return record?.status === 'published' ? record : null;
    },

    async create(userId: number, body: ExperienceBodyParsed): Promise<ExperienceDetail> {
      await checkReferences(userId, body);
      if (body.submit) await checkSubmitRate(userId);
      if (body.submit) await checkPendingCap(userId);
      if (body.submit) await deps.requireCaptcha(body.captcha_token);
      const now = new Date();
      const row = await repo.insert({
        slug: await uniqueSlug(body.company, body.role),
        userId,
        status: body.submit ? 'pending' : 'draft',
        ...fieldsOf(body),
        submittedAt: body.submit ? now : null,
        updatedAt: now,
      });
      return detailOf(
        await reload(row.slug),
        { userId, isModerator: false },
        body.submit ? ExperienceMessage.SUBMITTED : ExperienceMessage.SAVED,
      );
    },

    /**
     * The author's edit. Submitting sends it (back) to review; saving a draft of a pending or published one keeps it
     * in review rather than unpublishing it silently as a draft. A published experience leaves the list and search
     * until a moderator approves it again.
     */
    async update(userId: number, slug: string, body: ExperienceBodyParsed): Promise<ExperienceDetail> {
      const record = await ownedBy(userId, slug);
      await checkReferences(userId, body);
      if (body.submit) await checkSubmitRate(userId);
      if (body.submit && record.status !== 'pending') await checkPendingCap(userId);
      if (body.submit) await deps.requireCaptcha(body.captcha_token);
      const toReview = body.submit || record.status === 'pending' || record.status === 'published';
      await db.transaction(async (tx) => {
        await createInterviewExperienceRepository(tx).update(record.id, {
          ...fieldsOf(body),
          status: toReview ? 'pending' : 'draft',
          submittedAt: toReview ? new Date() : null,
          publishedAt: null,
          rejectionReason: null,
        });
        if (record.status === 'published')
          await removeSearchDocuments(tx, 'interview_experience', [record.slug]);
      });
      return detailOf(
        await reload(slug),
        { userId, isModerator: false },
        toReview ? ExperienceMessage.SUBMITTED : ExperienceMessage.SAVED,
      );
    },

    async remove(userId: number, slug: string) {
      const record = await ownedBy(userId, slug);
      await db.transaction(async (tx) => {
        await createInterviewExperienceRepository(tx).remove(record.id);
        await removeSearchDocuments(tx, 'interview_experience', [record.slug]);
      });
      return { deleted: true as const, message: ExperienceMessage.DELETED };
    },

    /** A moderator's decision on a pending experience (or a rejection of a published one, which unpublishes it). */
    async review(
      moderatorId: number,
      slug: string,
      decision: { decision: 'approve' | 'reject'; reason: string },
    ): Promise<ExperienceDetail> {
      const record = await repo.bySlug(slug);
      if (!record || record.status === 'draft') throw notFound();
      const allowed =
        record.status === 'pending' || (decision.decision === 'reject' && record.status === 'published');
      if (!allowed) throw new ApiError(409, ErrorCode.CONFLICT, ExperienceMessage.NOT_IN_REVIEW);
      await db.transaction(async (tx) => {
        const txRepo = createInterviewExperienceRepository(tx);
        if (decision.decision === 'approve') {
          await txRepo.update(record.id, {
            status: 'published',
            publishedAt: new Date(),
            rejectionReason: null,
            reviewedBy: moderatorId,
          });
          await indexSearchDocuments(tx, [searchDocument(record)]);
        } else {
          await txRepo.update(record.id, {
            status: 'rejected',
            publishedAt: null,
            rejectionReason: decision.reason,
            reviewedBy: moderatorId,
          });
          await removeSearchDocuments(tx, 'interview_experience', [record.slug]);
        }
      });
      return detailOf(
        await reload(slug),
        { userId: moderatorId, isModerator: true },
        decision.decision === 'approve' ? ExperienceMessage.APPROVED : ExperienceMessage.REJECTED,
      );
    },
  };
}

/** The search index's document of a published experience. */
export function searchDocument(record: ExperienceRecord) {
  const outcome = EXPERIENCE_OUTCOMES.find((o) => o === record.outcome);
  return {
    type: 'interview_experience' as const,
    refKey: record.slug,
    title: `${record.company} interview experience: ${record.role}`,
    keywords: [
      record.company,
      record.role,
      record.branch,
      outcome ? OUTCOME_LABELS[outcome] : '',
      authorName(record),
    ]
      .filter(Boolean)
      .join(' '),
    body: plainText([...record.rounds.flatMap((r) => [r.name, r.questions]), record.tips].join('\n')),
    url: InterviewExperienceWebPaths.detail(record.slug),
    meta: {
      company: record.company,
      role: record.role,
      outcome: record.outcome,
      author: authorName(record),
      is_demo: record.isDemo,
    },
  };
}

export type InterviewExperienceService = ReturnType<typeof createInterviewExperienceService>;
