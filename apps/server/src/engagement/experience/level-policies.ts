/**
 * The level_points_map and enabler policies as stored (seeded by the experience plugin from the shared defaults).
 * While the tables are empty or hold an invalid map, the shared defaults apply, so a worker that never ran the
 * plugin still levels users the same way.
 */
import {
  DEFAULT_LEVEL_POINTS_MAP,
  isValidLevelPointsMap,
  type LevelPointsMap,
} from '@katana/shared/engagement/levels';
import { DEFAULT_ENABLER_POLICIES, type EnablerPolicy } from '@katana/shared/engagement/policies';
import type { Db } from '../../db/client.ts';
import { createExperienceRepository } from './experience.repository.ts';

export async function loadLevelPointsMap(db: Db): Promise<LevelPointsMap> {
  const rows = await createExperienceRepository(db).levelThresholds();
  const map = Object.fromEntries(rows.map((r) => [String(r.level), r.points]));
  return isValidLevelPointsMap(map) ? map : DEFAULT_LEVEL_POINTS_MAP;
}

export async function loadPolicies(db: Db): Promise<EnablerPolicy[]> {
  const rows = await createExperienceRepository(db).policies();
  if (rows.length === 0) return [...DEFAULT_ENABLER_POLICIES];
  return rows.map((r) => ({ key: r.key, name: r.name, required_user_level: r.requiredUserLevel }));
}

/** Inserts the defaults where missing; an operator's changed rows are kept. */
export async function seedLevelPolicies(db: Db): Promise<void> {
  await createExperienceRepository(db).seedPolicies(DEFAULT_ENABLER_POLICIES, DEFAULT_LEVEL_POINTS_MAP);
}
