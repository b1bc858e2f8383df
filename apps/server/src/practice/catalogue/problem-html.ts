/**
 * A problem's Markdown fields as HTML (statement — a FILL_UP one with an empty placeholder per blank —, editorial, hints, a NOTE's article, choice options, a quiz's
 * solution_desc, a rubric's levels), so the browser needs KaTeX's CSS but not the Markdown parser and KaTeX.
 *
 * Rendered at import and stored (problems.html), not on request. Measured on this shared 2-core VM: rendering the
 * whole catalogue once (67 problems: statements, editorials, hints, items; 207 kB of Markdown, ~2,000 formulas)
 * takes 1.8-2.3 s at load average 6 and 7.5-9.3 s at 13; one problem up to 0.2-0.45 s (circular-greenhouse's
 * statement and editorial), almost all of it KaTeX and re-parsing its markup. On request that would be a first
 * visit's latency and, rendering being synchronous, a stall of every other request on the node, repeated on each
 * node and after each restart (an LRU only helps the second visitor). At import it is paid once, before the server
 * listens, and only for problems whose content or renderer changed: the first import went from 5.3 to 6.7 s, an
 * unchanged re-import stays at 0.3 s. The HTML is ~10x the Markdown (2.0 MB for the catalogue), read with the row
 * the request reads anyway.
 *
 * A row whose HTML is missing or from another renderer version (imported by an older server, or by
 * `katana problem import` of another version) is rendered on request instead, so the answer is always right; the
 * next import stores it.
 */
import type { Item } from '@katana/shared/items/item-types';
import type { NewProblemRow, ProblemHtml, ProblemRow } from '../../db/schema/practice.ts';
import {
  MARKDOWN_RENDERER_VERSION,
  renderFillUpStatement,
  renderMarkdown,
} from '../markdown/render-markdown.ts';

/** The Markdown fields of a stored row or of one being imported (where the columns with defaults are optional). */
export type ProblemMarkdown = Pick<
  NewProblemRow,
  'problemType' | 'statement' | 'editorial' | 'hints' | 'item'
>;

export function renderProblemHtml(problem: ProblemMarkdown): ProblemHtml {
  const item = problem.item as unknown as Item | null;
  return {
    version: MARKDOWN_RENDERER_VERSION,
    statement:
      problem.problemType === 'FILL_UP'
        ? renderFillUpStatement(problem.statement ?? '')
        : renderMarkdown(problem.statement ?? ''),
    editorial: renderMarkdown(problem.editorial ?? ''),
    hints: (problem.hints ?? []).map((hint) => renderMarkdown(hint)),
    note: item?.type === 'NOTE' ? renderMarkdown(item.note) : null,
    options:
      item?.type === 'SINGLE_CHOICE' || item?.type === 'MULTIPLE'
        ? Object.fromEntries(item.options.map((o) => [o.id, renderMarkdown(o.text)]))
        : {},
    solutionDesc: item && 'solutionDesc' in item ? renderMarkdown(item.solutionDesc) : null,
    rubric: item?.type === 'SUBJECTIVE' ? item.rubric.levels.map((l) => renderMarkdown(l.description)) : [],
  };
}

/** Whether stored HTML was written by this renderer. */
export function isCurrentHtml(version: string | null | undefined): boolean {
  return version === MARKDOWN_RENDERER_VERSION;
}

/** The stored HTML when this renderer wrote it, else rendered now. */
export function problemHtml(problem: ProblemMarkdown & Pick<ProblemRow, 'html'>): ProblemHtml {
  return problem.html && isCurrentHtml(problem.html.version) ? problem.html : renderProblemHtml(problem);
}

/**
 * A quiz item's solution_desc as HTML for a graded submission (practice/submissions), reading only the `html` and
 * `item` columns: the stored copy when this renderer wrote it, else just that text rendered now.
 */
export function solutionDescHtml(problem: Pick<ProblemRow, 'html' | 'item'>): string | null {
  const item = problem.item as unknown as Item | null;
  if (!item || !('solutionDesc' in item)) return null;
  if (problem.html && isCurrentHtml(problem.html.version)) return problem.html.solutionDesc;
  return renderMarkdown(item.solutionDesc);
}
