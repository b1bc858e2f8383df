/**
 * Boosters on the server. The active queue at any instant follows from the user's grants (boosterTimeline: highest
 * multiplier first, only the head counts down), so an award gets the multiplier active when it was earned.
 *
 * How a learner gets one (our rule; the spec names the "Cross 40 Exp" booster type and the "Today's target
 * completed ... Come tomorrow and activate this booster" flow): completing the daily goal earns a delayed 2x
 * booster, once per IST day, that unlocks at the next 00:00 IST and can be applied until the 00:00 after that;
 * applying it starts a 30-minute 2x booster in the active queue.
 */
import { CROSS_40_EXP_BOOSTER_TYPE } from '@katana/shared/engagement/booster-display';
import {
  boosterTimeline,
  multiplierAt,
  type BoosterGrant,
  type ScheduledBooster,
} from '@katana/shared/engagement/booster-queue';
import {
  checkApplyDelayedBooster,
  dailyTargetBoosterWindow,
  DELAYED_BOOSTER_DEFAULTS,
  splitDelayedBoosters,
  type DelayedBoosterLists,
} from '@katana/shared/engagement/delayed-boosters';
import { istDate } from '@katana/shared/engagement/ist-time';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import type { BoosterGrantRow, BoosterLogRow } from '../../db/schema/engagement-experience.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { createExperienceRepository } from './experience.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function toGrant(row: BoosterGrantRow): BoosterGrant {
  return {
    id: String(row.id),
    multiplier: row.multiplier,
    duration_seconds: row.durationSeconds,
    granted_at: seconds(row.grantedAt),
    type: row.type,
  };
}

/** The active queue at `now`, head (the active booster) first. */
export async function activeBoosters(db: Db, userId: number, now: Date): Promise<ScheduledBooster[]> {
  return boosterTimeline(
    (await createExperienceRepository(db).grantsUpTo(userId, now)).map(toGrant),
    seconds(now),
  );
}

/** The multiplier for an award earned at `at` (1 without an active booster). */
export async function multiplierFor(db: Db, userId: number, at: Date): Promise<number> {
  return multiplierAt(
    (await createExperienceRepository(db).grantsUpTo(userId, at)).map(toGrant),
    seconds(at),
  );
}

/** Puts a booster into the active queue and records the BOOSTER_ADDED toast. */
export async function grantBooster(
  db: Db,
  input: {
    userId: number;
    type: string;
    multiplier: number;
    durationSeconds: number;
    at: Date;
    boosterLogId?: number;
  },
): Promise<BoosterGrantRow> {
  const row = await createExperienceRepository(db).insertGrant({
    userId: input.userId,
    type: input.type,
    multiplier: input.multiplier,
    durationSeconds: input.durationSeconds,
    grantedAt: input.at,
    boosterLogId: input.boosterLogId ?? null,
  });
  await recordNotification(db, {
    userId: input.userId,
    notificationType: 'BOOSTER_ADDED',
    dedupeKey: `BOOSTER:${row.id}`,
    at: input.at,
    multiplier: input.multiplier,
    duration: input.durationSeconds,
    boosterType: input.type,
  });
  return row;
}

export const DAILY_TARGET_REASON = 'DAILY_TARGET';

/** The delayed booster for completing the daily goal on the IST day of `at`; null if that day already earned one. */
export async function grantDailyTargetBooster(
  db: Db,
  userId: number,
  at: Date,
): Promise<BoosterLogRow | null> {
  const window = dailyTargetBoosterWindow(at.getTime());
  const row = await createExperienceRepository(db).insertBoosterLog({
    userId,
    reason: DAILY_TARGET_REASON,
    reasonKey: istDate(at.getTime()),
    type: CROSS_40_EXP_BOOSTER_TYPE,
    multiplier: DELAYED_BOOSTER_DEFAULTS.multiplier,
    durationSeconds: DELAYED_BOOSTER_DEFAULTS.duration_seconds,
    unlockTime: new Date(window.unlock_time * 1000),
    expiryTime: new Date(window.expiry_time * 1000),
    createdAt: at,
  });
  if (!row) return null;
  await recordNotification(db, {
    userId,
    notificationType: 'DELAYED_BOOSTER_ADDED',
    dedupeKey: `DELAYED_BOOSTER:${row.id}`,
    at,
    boosterLogId: row.id,
    multiplier: row.multiplier,
    unlockTime: seconds(row.unlockTime),
    expiryTime: seconds(row.expiryTime),
  });
  return row;
}

/** delayed_boosters (still locked) and unlocked_boosters (applicable now); applied and expired ones are gone. */
export async function delayedBoosterLists(db: Db, userId: number, now: Date): Promise<DelayedBoosterLists> {
  const rows = await createExperienceRepository(db).openBoosterLogs(userId, now);
  return splitDelayedBoosters(
    rows.map((r) => ({
      id: r.id,
      unlock_time: seconds(r.unlockTime),
      expiry_time: seconds(r.expiryTime),
      multiplier: r.multiplier,
    })),
    seconds(now),
  );
}

const BOOSTER_NOT_FOUND = 'No such booster.';

/** "Apply delayed booster": an unlocked, unapplied booster of the user's joins the active queue (once). */
export async function applyDelayedBooster(
  db: Db,
  userId: number,
  boosterLogId: number,
  now: Date,
): Promise<BoosterGrantRow> {
  return db.transaction(async (tx) => {
    const log = await createExperienceRepository(tx).lockBoosterLog(userId, boosterLogId);
    if (!log) throw new ApiError(404, ErrorCode.NOT_FOUND, BOOSTER_NOT_FOUND);
    if (log.appliedAt) throw new ApiError(409, ErrorCode.CONFLICT, 'This booster is already applied.');
    const check = checkApplyDelayedBooster(
      {
        id: log.id,
        unlock_time: seconds(log.unlockTime),
        expiry_time: seconds(log.expiryTime),
        multiplier: log.multiplier,
      },
      seconds(now),
    );
    if (!check.ok) {
      throw new ApiError(
        409,
        ErrorCode.CONFLICT,
        check.reason === 'LOCKED' ? 'This booster is not unlocked yet.' : 'This booster has expired.',
      );
    }
    await createExperienceRepository(tx).markBoosterLogApplied(log.id, now);
    return grantBooster(tx, {
      userId,
      type: log.type,
      multiplier: log.multiplier,
      durationSeconds: log.durationSeconds,
      at: now,
      boosterLogId: log.id,
    });
  });
}
