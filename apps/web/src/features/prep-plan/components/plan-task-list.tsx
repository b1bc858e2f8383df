/** A day's tasks: guided-path items linking into the guided classroom, and flash-card reviews. */
import { Link } from 'react-router';
import type { PrepPlanTask } from '@katana/shared/api/prep-plan';

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const KIND_LABEL = { problem: 'Problem', quiz: 'Quiz', article: 'Article', video: 'Video' } as const;

export function PlanTaskList({ tasks }: { tasks: readonly PrepPlanTask[] }) {
  return (
    <ul className="divide-y divide-line">
      {tasks.map((task) => {
        const title =
          task.type === 'review'
            ? `Review ${task.cards} flash card${task.cards === 1 ? '' : 's'}`
            : task.title;
        const detail =
          task.type === 'review'
            ? 'Spaced repetition'
            : `${KIND_LABEL[task.item_kind]} · ${task.path_title} · ${task.module_title}`;
        return (
          <li
            key={task.type === 'review' ? `review-${task.done}` : `${task.path_slug}/${task.item_key}`}
            className="flex items-center gap-3 py-3"
            data-testid="plan-task"
          >
            <span
              role="img"
              aria-label={task.done ? 'Done' : 'To do'}
              className={`flex size-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                task.done ? 'border-accent bg-accent text-on-accent' : 'border-line'
              }`}
            >
              {task.done ? '✓' : ''}
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={task.href}
                className={`font-medium hover:underline ${task.done ? 'text-fg-muted line-through' : 'text-fg'}`}
              >
                {title}
              </Link>
              <p className="truncate text-xs text-fg-muted">{detail}</p>
            </div>
            <span className="shrink-0 text-sm text-fg-muted">{formatMinutes(task.minutes)}</span>
          </li>
        );
      })}
    </ul>
  );
}
