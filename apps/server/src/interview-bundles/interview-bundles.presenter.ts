/**
 * Wire shapes of interview bundles (contract: @katana/shared/api/interview-bundles): a bundle as one viewer sees
 * it, its problems left out where practice's access policy hides them, with that viewer's marks.
 */
import type {
  InterviewBundleCard,
  InterviewBundleDetail,
  InterviewBundleLevel,
  InterviewBundleProblem,
  InterviewBundleProgress,
  InterviewBundleSection,
} from '@katana/shared/api/interview-bundles';
import type { InterviewBundleRow } from '../db/schema/interview-bundles.ts';
import type { BundleProblem, LearnerMark } from './interview-bundles.repository.ts';

/** What a view of a bundle reads: the visible problems by slug and the viewer's marks by problem id. */
export interface BundleViewInput {
  problems: ReadonlyMap<string, BundleProblem>;
  marks: ReadonlyMap<number, LearnerMark>;
  topicNames: ReadonlyMap<string, string>;
}

export function progressOf(problems: readonly InterviewBundleProblem[]): InterviewBundleProgress {
  const solved = problems.filter((p) => p.solved).length;
  const attempted = problems.filter((p) => p.attempted).length;
  const total = problems.length;
  return { solved, attempted, total, percentage: total === 0 ? 0 : Math.floor((solved * 100) / total) };
}

function sectionsOf(bundle: InterviewBundleRow, input: BundleViewInput): InterviewBundleSection[] {
  return bundle.sections.map((section) => {
    const problems = section.problems.flatMap((slug): InterviewBundleProblem[] => {
      const problem = input.problems.get(slug);
      if (!problem) return [];
      const mark = input.marks.get(problem.id);
      return [
        {
          slug: problem.slug,
          name: problem.name,
          problem_type: problem.problemType as InterviewBundleProblem['problem_type'],
          difficulty: problem.difficulty as InterviewBundleProblem['difficulty'],
          max_score: problem.maxScore,
          solved: mark?.solved ?? false,
          attempted: Boolean(mark?.attempted && !mark.solved),
        },
      ];
    });
    return { title: section.title, summary: section.summary, problems, progress: progressOf(problems) };
  });
}

function cardOf(
  bundle: InterviewBundleRow,
  sections: readonly InterviewBundleSection[],
  topicNames: ReadonlyMap<string, string>,
): InterviewBundleCard {
  const all = sections.flatMap((s) => s.problems);
  const difficulty_counts = { EASY: 0, MEDIUM: 0, HARD: 0 };
  for (const p of all) difficulty_counts[p.difficulty] += 1;
  return {
    slug: bundle.slug,
    title: bundle.title,
    summary: bundle.summary,
    level: bundle.level as InterviewBundleLevel,
    topics: bundle.topics.map((slug) => ({ slug, name: topicNames.get(slug) ?? slug })),
    estimated_hours: bundle.estimatedHours,
    sections_count: sections.length,
    difficulty_counts,
    progress: progressOf(all),
  };
}

export function presentCard(bundle: InterviewBundleRow, input: BundleViewInput): InterviewBundleCard {
  return cardOf(bundle, sectionsOf(bundle, input), input.topicNames);
}

export function presentDetail(bundle: InterviewBundleRow, input: BundleViewInput): InterviewBundleDetail {
  const sections = sectionsOf(bundle, input);
  const next = sections.flatMap((s) => s.problems).find((p) => !p.solved);
  return {
    ...cardOf(bundle, sections, input.topicNames),
    description_html: bundle.descriptionHtml,
    sections,
    next_problem: next ? { slug: next.slug, name: next.name } : null,
  };
}
