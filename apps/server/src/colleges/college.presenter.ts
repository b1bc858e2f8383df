/** Wire shapes of colleges (packages/shared/src/api/colleges.ts). */
import type { College } from '@katana/shared/api/colleges';
import type { CollegeRow } from '../db/schema/colleges.ts';

export function presentCollege(row: CollegeRow): College {
  return { slug: row.slug, name: row.name, city: row.city, state: row.state, country: row.country };
}
