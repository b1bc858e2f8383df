/**
 * Prep plan rules (contract: @katana/shared/api/prep-plan; scheduler: @katana/shared/prep-plan/schedule).
 *
 * - Saving checks the target date (after today, within PREP_PLAN_MAX_DAYS_AHEAD days) and the paths (each must
 *   exist and the learner must be enrolled in it), then stores the settings and, as the baseline, the day each
 *   pending item was planned for.
 * - Every read recomputes the schedule from today out of the real sources: guided-path items not complete are
 *   pending (in the order of the chosen paths), those completed today count against today, flash cards due now
 *   become today's review. Work the baseline planned before today and still not done makes the plan "behind";
 *   it is simply planned again from today.
 */
import { ErrorCode } from '@katana/shared/envelope';
import { VALIDATION_FAILED } from '../plugins/app/error-handling.ts';
import {
  PREP_PLAN_MAX_DAYS_AHEAD,
  PrepPlanMessage,
  type PrepPlanResponse,
  type PrepPlanSettingsBody,
} from '@katana/shared/api/prep-plan';
import { daysBetween, isIstDate, istDate, startOfIstDay } from '@katana/shared/engagement/ist-time';
import {
  baselineOf,
  buildSchedule,
  dayMinutesOf,
  itemMinutes,
  overdueItems,
  type PlanItem,
} from '@katana/shared/prep-plan/schedule';
import { ApiError } from '../plugins/app/api-error.ts';
import type { PrepPlanRow } from '../db/schema/prep-plan.ts';
import type { LearnerPath } from '../guided-paths/index.ts';
import { presentPlan, presentSettings } from './prep-plan.presenter.ts';
import type { PrepPlanRepository } from './prep-plan.repository.ts';

export interface PrepPlanServiceDeps {
  repo: PrepPlanRepository;
  /** The learner's view of the named guided paths (guided-paths' learnerPathItems with practice's access policy). */
  pathItems: (userId: number, slugs: readonly string[]) => Promise<Map<string, LearnerPath>>;
  /** Flash cards due now and reviewed today (flash-cards' flashCardPlanCounts). */
  cardCounts: (userId: number, now: Date) => Promise<{ due: number; reviewedToday: number }>;
}

const invalid = (fields: Record<string, string>) =>
  new ApiError(422, ErrorCode.VALIDATION, VALIDATION_FAILED, fields);

interface Settings {
  targetDate: string;
  weeklyHours: number;
  studyDays: number[];
  paths: string[];
  baseline: Record<string, string>;
}

export function createPrepPlanService(deps: PrepPlanServiceDeps) {
  const { repo } = deps;

  async function compute(userId: number, settings: Settings, now: Date) {
    const today = istDate(now.getTime());
    const dayStart = startOfIstDay(today);
    const [paths, cards] = await Promise.all([
      deps.pathItems(userId, settings.paths),
      deps.cardCounts(userId, now),
    ]);
    const pending: PlanItem[] = [];
    const doneToday: PlanItem[] = [];
    let completed = 0;
    let total = 0;
    for (const slug of settings.paths) {
      const path = paths.get(slug);
      if (!path) continue;
      for (const item of path.items) {
        const { kind, minutes } = itemMinutes(item);
        const planItem: PlanItem = {
          id: `${path.slug}/${item.key}`,
          pathSlug: path.slug,
          pathTitle: path.title,
          moduleTitle: item.moduleTitle,
          key: item.key,
          kind,
          title: item.title,
          minutes,
        };
        total += 1;
        if (item.completedAt === null) pending.push(planItem);
        else {
          completed += 1;
          if (item.completedAt.getTime() >= dayStart) doneToday.push(planItem);
        }
      }
    }
    const schedule = buildSchedule({
      today,
      targetDate: settings.targetDate,
      dayMinutes: dayMinutesOf(settings.weeklyHours, settings.studyDays),
      pending,
      doneToday,
      dueCards: cards.due,
      reviewedToday: cards.reviewedToday,
    });
    const overdue = overdueItems(settings.baseline, pending, today).length;
    const status = pending.length === 0 ? 'complete' : overdue > 0 ? 'behind' : 'on_track';
    const titles = new Map([...paths.values()].map((p) => [p.slug, p.title]));
    return {
      today,
      schedule,
      titles,
      plan: presentPlan(today, schedule, { status, overdue, completed, total }),
    };
  }

  async function respond(userId: number, row: PrepPlanRow, now: Date): Promise<PrepPlanResponse> {
    const { plan, titles } = await compute(userId, row, now);
    return { settings: presentSettings(row, titles), plan };
  }

  return {
    async get(userId: number, now: Date): Promise<PrepPlanResponse> {
      const row = await repo.find(userId);
      return row ? respond(userId, row, now) : { settings: null, plan: null };
    },

    async save(userId: number, body: PrepPlanSettingsBody, now: Date): Promise<PrepPlanResponse> {
      const today = istDate(now.getTime());
      if (!isIstDate(body.target_date)) throw invalid({ target_date: 'Use a real calendar date.' });
      const ahead = daysBetween(today, body.target_date);
      if (ahead < 1) throw invalid({ target_date: PrepPlanMessage.TARGET_NOT_AFTER_TODAY });
      if (ahead > PREP_PLAN_MAX_DAYS_AHEAD) throw invalid({ target_date: PrepPlanMessage.TARGET_TOO_FAR });
      const paths = await deps.pathItems(userId, body.paths);
      const unknown = body.paths.find((slug) => !paths.has(slug));
      if (unknown !== undefined) throw invalid({ paths: `${PrepPlanMessage.UNKNOWN_PATH} "${unknown}".` });
      const notEnrolled = [...paths.values()].filter((p) => !p.enrolled).map((p) => p.title);
      if (notEnrolled.length > 0) {
        throw invalid({ paths: `${PrepPlanMessage.NOT_ENROLLED} ${notEnrolled.join(', ')}.` });
      }
      const settings: Settings = {
        targetDate: body.target_date,
        weeklyHours: body.weekly_hours,
        studyDays: [...body.study_days].sort((a, b) => a - b),
        paths: body.paths,
        baseline: {},
      };
      const { schedule } = await compute(userId, settings, now);
      const row = await repo.save(userId, { ...settings, baseline: baselineOf(schedule) }, now);
      return respond(userId, row, now);
    },

    async remove(userId: number): Promise<void> {
      await repo.remove(userId);
    },
  };
}

export type PrepPlanService = ReturnType<typeof createPrepPlanService>;
