/**
 * The guided classroom's syllabus: modules (collapsible, aria-expanded) with their sections and items, completed
 * and locked marks, and each module's progress summary (videos, problems, notes, score). The open module is the
 * current item's; the learner may open any other.
 */
import { useState } from 'react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import {
  GuidedPathMessage,
  type GuidedPathItemSummary,
  type GuidedPathModule,
} from '@katana/shared/api/guided-paths';
import { ChevronDownIcon, SolvedIcon } from '../../../components/ui/icons.tsx';
import { classroomHref } from './classroom-href.ts';
import { ProgressBar } from './progress-bar.tsx';
import { SummaryCounts } from './summary-counts.tsx';

const KIND_LABEL: Record<string, string> = { problem: 'Problem', article: 'Article', video: 'Video' };

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function itemKindLabel(item: GuidedPathItemSummary): string {
  if (item.kind !== 'problem') return KIND_LABEL[item.kind] ?? item.kind;
  if (item.problem_type === 'NOTE') return 'Note';
  if (item.problem_type && ['SINGLE_CHOICE', 'MULTIPLE', 'FILL_UP', 'SUBJECTIVE'].includes(item.problem_type))
    return 'Quiz';
  return 'Problem';
}

function ItemRow({
  slug,
  item,
  current,
  onOpen,
}: {
  slug: string;
  item: GuidedPathItemSummary;
  current: boolean;
  onOpen(): void;
}) {
  const mark = item.locked ? (
    <span className="text-fg-subtle">
      <LockIcon />
    </span>
  ) : item.is_completed ? (
    <SolvedIcon className="size-4 text-green-700 dark:text-green-400" />
  ) : (
    <span aria-hidden="true" className="block size-4 rounded-full border-2 border-line" />
  );
  const state = item.locked ? 'locked' : item.is_completed ? 'completed' : 'not completed';
  const body = (
    <>
      <span className="mt-0.5 shrink-0">{mark}</span>
      <span className="min-w-0 flex-1">
        <span className="block truncate">{item.offering_name}</span>
        <span className="block text-xs text-fg-muted">
          {itemKindLabel(item)}
          {item.duration > 0 ? ` · ${item.duration} min` : ''}
        </span>
      </span>
      <span className="sr-only">({state})</span>
    </>
  );
  const row = 'flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm';
  if (item.locked)
    return (
      <li>
        <span aria-disabled="true" className={clsx(row, 'cursor-not-allowed text-fg-subtle')}>
          {body}
        </span>
      </li>
    );
  return (
    <li>
      <Link
        to={classroomHref(slug, item.key)}
        onClick={onOpen}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          row,
          'focus-visible:outline-2 focus-visible:outline-accent',
          current ? 'bg-accent-soft font-medium text-accent' : 'text-fg hover:bg-surface-muted',
        )}
      >
        {body}
      </Link>
    </li>
  );
}

export function SyllabusTree({
  slug,
  modules,
  currentKey,
  currentModule,
  onOpen,
}: {
  slug: string;
  modules: GuidedPathModule[];
  currentKey: string | null;
  currentModule: string | null;
  /** An item was chosen (the mobile drawer closes). */
  onOpen(): void;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(currentModule ? [currentModule] : modules[0] ? [modules[0].slug] : []),
  );
  // The current item's module opens when the learner moves into it.
  const [seenModule, setSeenModule] = useState(currentModule);
  if (currentModule !== seenModule) {
    setSeenModule(currentModule);
    if (currentModule && !open.has(currentModule)) setOpen(new Set([...open, currentModule]));
  }
  const toggle = (m: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(m)) next.delete(m);
      else next.add(m);
      return next;
    });

  return (
    <ol className="flex flex-col gap-2 p-3">
      {modules.map((module, index) => {
        const expanded = open.has(module.slug);
        const panel = `gp-module-${module.slug}`;
        return (
          <li key={module.slug} className="rounded-xl border border-line bg-surface">
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => toggle(module.slug)}
                className="flex w-full items-start gap-2 rounded-xl p-3 text-left focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 text-sm font-semibold text-fg">
                    <span className="text-fg-muted">{index + 1}.</span>
                    <span className="truncate">{module.course_module_name}</span>
                    {module.is_locked && (
                      <span className="text-fg-subtle" title="Locked">
                        <LockIcon />
                        <span className="sr-only">Locked</span>
                      </span>
                    )}
                    {module.is_completed && (
                      <span className="text-green-700 dark:text-green-400">
                        <SolvedIcon className="size-4" />
                        <span className="sr-only">Completed</span>
                      </span>
                    )}
                  </span>
                  <span className="mt-1.5 block">
                    <ProgressBar
                      value={module.progress.percentage}
                      label={`Progress in ${module.course_module_name}`}
                      className="h-1.5"
                    />
                  </span>
                  <span className="mt-1 block">
                    <SummaryCounts progress={module.progress} />
                  </span>
                </span>
                <ChevronDownIcon
                  className={clsx(
                    'mt-0.5 size-4 shrink-0 text-fg-muted transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h2>
            <div id={panel} hidden={!expanded} className="border-t border-line px-2 pb-2">
              {module.is_locked && (
                <p className="px-2 pt-2 text-xs text-fg-muted">{GuidedPathMessage.LOCKED}</p>
              )}
              {module.contentables.map((section) => (
                <div key={section.slug} className="mt-2">
                  <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">
                    {section.name}
                  </h3>
                  <ul className="mt-1 flex flex-col">
                    {section.items.map((item) => (
                      <ItemRow
                        key={item.key}
                        slug={slug}
                        item={item}
                        current={item.key === currentKey}
                        onOpen={onOpen}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
