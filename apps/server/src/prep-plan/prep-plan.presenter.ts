/** The contract's shapes from a schedule and the stored settings. */
import type { PrepPlan, PrepPlanSettings, PrepPlanTask } from '@katana/shared/api/prep-plan';
import type { Schedule, ScheduledTask } from '@katana/shared/prep-plan/schedule';
import type { PrepPlanRow } from '../db/schema/prep-plan.ts';

const FLASH_CARDS_HREF = '/prep-plan/flash-cards';

export function presentSettings(row: PrepPlanRow, titles: ReadonlyMap<string, string>): PrepPlanSettings {
  return {
    target_date: row.targetDate,
    weekly_hours: row.weeklyHours,
    study_days: row.studyDays,
    paths: row.paths.map((slug) => ({ slug, title: titles.get(slug) ?? slug })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentTask(task: ScheduledTask): PrepPlanTask {
  if (task.type === 'review') {
    return {
      type: 'review',
      cards: task.cards,
      minutes: task.minutes,
      done: task.done,
      href: FLASH_CARDS_HREF,
    };
  }
  const { item } = task;
  return {
    type: 'item',
    path_slug: item.pathSlug,
    path_title: item.pathTitle,
    module_title: item.moduleTitle,
    item_key: item.key,
    item_kind: item.kind,
    title: item.title,
    minutes: task.minutes,
    done: task.done,
    href: `/guided-paths/${encodeURIComponent(item.pathSlug)}/content?item=${encodeURIComponent(item.key)}`,
  };
}

export function presentPlan(
  today: string,
  schedule: Schedule,
  extra: { status: PrepPlan['status']; overdue: number; completed: number; total: number },
): PrepPlan {
  return {
    today,
    status: extra.status,
    overdue_items: extra.overdue,
    fits: schedule.fits,
    finish_date: schedule.finishDate,
    days_late: schedule.daysLate,
    minutes_after_target: schedule.minutesAfterTarget,
    remaining_minutes: schedule.remainingMinutes,
    required_weekly_hours: schedule.requiredWeeklyHours,
    completed_items: extra.completed,
    total_items: extra.total,
    days: schedule.days.map((day) => ({
      date: day.date,
      capacity_minutes: day.capacityMinutes,
      planned_minutes: day.plannedMinutes,
      overbooked: day.overbooked,
      after_target: day.afterTarget,
      tasks: day.tasks.map(presentTask),
    })),
  };
}
