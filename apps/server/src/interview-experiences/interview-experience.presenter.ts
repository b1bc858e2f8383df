/** Wire shapes of interview experiences: the card of the lists and the whole experience. */
import type {
  ExperienceDetail,
  ExperienceOutcome,
  ExperienceStatus,
  ExperienceSummary,
  LinkedProblem,
  RoundKind,
} from '@katana/shared/api/interview-experiences';
import { renderMarkdown } from '../practice/index.ts';
import type { ExperienceRecord } from './interview-experience.repository.ts';

const EXCERPT_MAX = 200;

/** Markdown as plain words for a card's excerpt (no markup, one line). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#~|$]+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerpt(record: ExperienceRecord): string {
  const text = plainText(record.rounds[0]?.questions ?? '');
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX).trimEnd()}…` : text;
}

export function authorName(record: Pick<ExperienceRecord, 'authorName'>): string {
  return record.authorName?.trim() || 'A learner';
}

export function presentExperienceSummary(record: ExperienceRecord): ExperienceSummary {
  return {
    slug: record.slug,
    company: record.company,
    company_key: record.companyKey,
    role: record.role,
    branch: record.branch,
    college:
      record.collegeSlug && record.collegeName
        ? { slug: record.collegeSlug, name: record.collegeName }
        : null,
    outcome: record.outcome as ExperienceOutcome | null,
    interview_date: record.interviewDate,
    experience_years: record.experienceYears,
    rounds_count: record.rounds.length,
    round_kinds: record.rounds.map((r) => r.kind as RoundKind),
    author: { name: authorName(record) },
    status: record.status as ExperienceStatus,
    excerpt: excerpt(record),
    is_demo: record.isDemo,
    view_count: record.viewCount,
    published_at: record.publishedAt?.toISOString() ?? null,
    updated_at: record.updatedAt.toISOString(),
  };
}

export function presentExperienceDetail(
  record: ExperienceRecord,
  opts: {
    problems: ReadonlyMap<string, LinkedProblem>;
    isAuthor: boolean;
    isModerator: boolean;
    message?: string;
  },
): ExperienceDetail {
  return {
    ...presentExperienceSummary(record),
    tips: record.tips,
    tips_html: renderMarkdown(record.tips),
    rounds: record.rounds.map((round) => ({
      name: round.name,
      kind: round.kind as RoundKind,
      questions: round.questions,
      questions_html: renderMarkdown(round.questions),
      problem_slugs: round.problemSlugs,
      problems: round.problemSlugs.flatMap((slug) => {
        const problem = opts.problems.get(slug);
        return problem ? [problem] : [];
      }),
    })),
    rejection_reason: opts.isAuthor || opts.isModerator ? record.rejectionReason : null,
    can_edit: opts.isAuthor,
    can_moderate: opts.isModerator,
    ...(opts.message ? { message: opts.message } : {}),
  };
}
