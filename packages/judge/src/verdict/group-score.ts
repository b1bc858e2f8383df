/**
 * Scores of scoring problems, computed over data/secret and its groups (samples never score).
 * - 2023-07 draft: each group's `scoring` {score, aggregation: pass-fail|sum|min}; secret defaults to 100 points and
 *   `sum`, subgroups to `pass-fail`; unspecified maxima are inferred ((M - S) / (A + T) under sum, M under min);
 *   an accepted case scores its maximum, or score.txt, or score_multiplier.txt x maximum; a failed case scores 0.
 * - legacy: the default grader per group (`grader_flags`: sum|avg|min|max, worst_error|first_error|always_accept,
 *   accept_if_any_accepted), accepted cases score accept_score (or score.txt), rejected ones reject_score, and a
 *   rejected group's score is ignored (0).
 * Partially accepted = a positive score below the maximum.
 */
import { CaseStatus } from '@katana/shared/verdicts';
import type { GroupSettings, PackageFormat, TestGroup } from '../package/types.ts';
import type { CaseResult } from './case-result.ts';

/** The format's per-test verdict codes, used where the format talks about them (graders, submissions.yaml). */
export type FormatVerdict = 'AC' | 'WA' | 'TLE' | 'RTE' | 'JE';

export function formatVerdictOf(status: CaseStatus): FormatVerdict {
  switch (status) {
    case CaseStatus.MATCH:
      return 'AC';
    case CaseStatus.NO_MATCH:
      return 'WA';
    case CaseStatus.TO:
      return 'TLE';
    // The format counts exceeding the memory limit as a run-time error.
    case CaseStatus.RE:
    case CaseStatus.MLE:
      return 'RTE';
    default:
      return 'JE';
  }
}

export type CaseOutcome = Pick<CaseResult, 'status' | 'score' | 'scoreMultiplier'>;

export interface GroupScore {
  name: string;
  score: number;
  /** null when the group's maximum is unbounded (draft `score: unbounded`). */
  maxScore: number | null;
  verdict: FormatVerdict;
  groups: GroupScore[];
}

export interface ScoreSummary {
  score: number;
  maxScore: number | null;
  /** score / maxScore x 100 when the maximum is known, else null. */
  percentage: number | null;
  partiallyAccepted: boolean;
  secret: GroupScore;
}

interface Node {
  score: number;
  verdict: FormatVerdict;
}

/** Worst-error order of the legacy default grader: JE, RTE, TLE, WA. */
const SEVERITY: FormatVerdict[] = ['JE', 'RTE', 'TLE', 'WA'];

function caseVerdict(outcome: CaseOutcome | undefined): FormatVerdict {
  // A case that never ran (judging stopped early) counts as rejected, like a wrong answer.
  return outcome ? formatVerdictOf(outcome.status) : 'WA';
}

function firstError(verdicts: FormatVerdict[]): FormatVerdict {
  return verdicts.find((v) => v !== 'AC') ?? 'AC';
}

// ---- 2023-07 draft ----

function draftGroup(
  group: TestGroup,
  max: number | null,
  isSecret: boolean,
  results: ReadonlyMap<string, CaseOutcome>,
): GroupScore {
  const aggregation = group.settings.scoring?.aggregation ?? (isSecret ? 'sum' : 'pass-fail');
  const verdicts: FormatVerdict[] = [];
  const children: GroupScore[] = [];

  if (aggregation === 'pass-fail') {
    for (const item of group.items) {
      if (item.kind === 'case') verdicts.push(caseVerdict(results.get(item.case.name)));
      else {
        const child = draftGroup(item.group, 0, false, results);
        children.push(child);
        verdicts.push(child.verdict);
      }
    }
    const verdict = firstError(verdicts);
    return {
      name: group.name,
      score: verdict === 'AC' ? (max ?? 0) : 0,
      maxScore: max,
      verdict,
      groups: children,
    };
  }

  const explicit = (g: TestGroup): number | 'unbounded' | null => g.settings.scoring?.score ?? null;
  let specified = 0;
  let unspecified = 0;
  for (const item of group.items) {
    const own = item.kind === 'group' ? explicit(item.group) : null;
    if (typeof own === 'number') specified += own;
    else unspecified++;
  }
  const inferred =
    max === null ? null : aggregation === 'sum' ? (unspecified ? (max - specified) / unspecified : 0) : max;
  const scores: number[] = [];
  for (const item of group.items) {
    if (item.kind === 'case') {
      const outcome = results.get(item.case.name);
      const verdict = caseVerdict(outcome);
      verdicts.push(verdict);
      if (verdict !== 'AC') scores.push(0);
      else if (outcome?.score !== undefined) scores.push(outcome.score);
      else if (outcome?.scoreMultiplier !== undefined && inferred !== null)
        scores.push(outcome.scoreMultiplier * inferred);
      else scores.push(inferred ?? 0);
      continue;
    }
    const own = explicit(item.group);
    const childMax = own === 'unbounded' ? null : (own ?? inferred);
    const child = draftGroup(item.group, childMax, false, results);
    children.push(child);
    verdicts.push(child.verdict);
    scores.push(child.score);
  }
  const score =
    scores.length === 0 ? 0 : aggregation === 'sum' ? scores.reduce((a, b) => a + b, 0) : Math.min(...scores);
  return { name: group.name, score, maxScore: max, verdict: firstError(verdicts), groups: children };
}

// ---- legacy ----

function legacyGroup(group: TestGroup, results: ReadonlyMap<string, CaseOutcome>): GroupScore & Node {
  const settings: GroupSettings = group.settings;
  const flags = settings.graderFlags;
  const lastOf = <T extends string>(options: readonly T[], fallback: T): T =>
    [...flags].reverse().find((f): f is T => (options as readonly string[]).includes(f)) ?? fallback;
  const verdictMode = lastOf(['worst_error', 'first_error', 'always_accept'] as const, 'worst_error');
  const scoreMode = lastOf(['sum', 'avg', 'min', 'max'] as const, 'sum');

  const subs: Node[] = [];
  const children: GroupScore[] = [];
  for (const item of group.items) {
    if (item.kind === 'case') {
      const outcome = results.get(item.case.name);
      const verdict = caseVerdict(outcome);
      subs.push({
        verdict,
        score: verdict === 'AC' ? (outcome?.score ?? settings.acceptScore) : settings.rejectScore,
      });
    } else {
      const child = legacyGroup(item.group, results);
      children.push(child);
      subs.push(child);
    }
  }
  const verdicts = subs.map((s) => s.verdict);
  let verdict: FormatVerdict;
  if (verdictMode === 'always_accept') verdict = 'AC';
  else if (flags.includes('accept_if_any_accepted') && verdicts.includes('AC')) verdict = 'AC';
  else if (verdictMode === 'first_error') verdict = firstError(verdicts);
  else verdict = SEVERITY.find((v) => verdicts.includes(v)) ?? 'AC';

  const scores = subs.map((s) => s.score);
  let score = 0;
  if (scores.length > 0) {
    if (scoreMode === 'sum') score = scores.reduce((a, b) => a + b, 0);
    else if (scoreMode === 'avg') score = scores.reduce((a, b) => a + b, 0) / scores.length;
    else if (scoreMode === 'min') score = Math.min(...scores);
    else score = Math.max(...scores);
  }
  if (verdict !== 'AC') score = 0;
  const [low, high] = settings.range;
  score = Math.min(Math.max(score, low), high);
  return { name: group.name, score, maxScore: null, verdict, groups: children };
}

function withLegacyMaxima(actual: GroupScore, best: GroupScore): GroupScore {
  return {
    ...actual,
    maxScore: best.score,
    groups: actual.groups.map((g, i) => withLegacyMaxima(g, best.groups[i]!)),
  };
}

/** Every case of the group accepted without a validator score: the input that yields each group's maximum. */
function allAccepted(group: TestGroup, into = new Map<string, CaseOutcome>()): Map<string, CaseOutcome> {
  for (const item of group.items) {
    if (item.kind === 'case') into.set(item.case.name, { status: CaseStatus.MATCH });
    else allAccepted(item.group, into);
  }
  return into;
}

export function scoreSubmission(
  format: PackageFormat,
  secret: TestGroup,
  results: ReadonlyMap<string, CaseOutcome>,
): ScoreSummary {
  let tree: GroupScore;
  if (format === 'legacy') {
    const best = legacyGroup(secret, allAccepted(secret));
    const upper = secret.settings.range[1];
    tree = withLegacyMaxima(legacyGroup(secret, results), best);
    if (Number.isFinite(upper)) tree.maxScore = upper;
  } else {
    const declared = secret.settings.scoring?.score ?? 100;
    tree = draftGroup(secret, declared === 'unbounded' ? null : declared, true, results);
  }
  const maxScore = tree.maxScore;
  const percentage = maxScore === null || maxScore <= 0 ? null : (tree.score / maxScore) * 100;
  return {
    score: tree.score,
    maxScore,
    percentage,
    partiallyAccepted: tree.score > 0 && (maxScore === null || tree.score < maxScore),
    secret: tree,
  };
}
