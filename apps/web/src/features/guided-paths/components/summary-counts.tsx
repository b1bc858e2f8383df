/** A module's or path's progress summary (spec 03 §3): videos, problems, notes completed, and the score. */
import type { GuidedPathProgressSummary } from '@katana/shared/api/guided-paths';

export function SummaryCounts({ progress }: { progress: GuidedPathProgressSummary }) {
  const parts: string[] = [];
  const { videos, problems, notes } = progress;
  if (videos.total > 0) parts.push(`${videos.completed}/${videos.total} videos`);
  if (problems.total > 0) parts.push(`${problems.completed}/${problems.total} problems`);
  if (notes.total > 0) parts.push(`${notes.completed}/${notes.total} notes`);
  if (progress.max_score > 0)
    parts.push(`score ${formatScore(progress.score)}/${formatScore(progress.max_score)}`);
  return <span className="text-xs text-fg-muted">{parts.join(' · ')}</span>;
}

const formatScore = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
