/**
 * `katana event demo`: a few clearly labelled demo events (titles start with "Demo:", host "Demo data") for trying
 * the calendar on a fresh install. Never part of the default seed: the project ships no invented events. Idempotent:
 * the demo slugs are rewritten in place, with times moved relative to now.
 */
import type { Db } from '../db/client.ts';
import { upsertEvent, type EventInput } from './event-admin.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function demoEvents(now = Date.now()): (EventInput & { slug: string })[] {
  const at = (offset: number, hours: number) => ({
    startAt: new Date(now + offset),
    endAt: new Date(now + offset + hours * HOUR),
  });
  const common = { host: 'Demo data', source: 'demo' as const };
  return [
    {
      ...common,
      slug: 'demo-webinar',
      title: 'Demo: a webinar on the calendar',
      kind: 'WEBINAR',
      summary: 'A demo event: register to see the reminder and the header highlight at work.',
      description:
        'This is **demo data** created by `katana event demo`. Delete it when you add real events.',
      highPriority: true,
      ...at(2 * DAY, 1.5),
    },
    {
      ...common,
      slug: 'demo-workshop',
      title: 'Demo: a workshop',
      kind: 'WORKSHOP',
      summary: 'A demo event shown under Events.',
      description: 'This is **demo data** created by `katana event demo`.',
      ...at(5 * DAY, 3),
    },
    {
      ...common,
      slug: 'demo-past-coding-event',
      title: 'Demo: a past coding event',
      kind: 'CODING_EVENT',
      summary: 'A demo event in the past tab.',
      description: 'This is **demo data** created by `katana event demo`.',
      ...at(-7 * DAY, 2),
    },
  ];
}

export async function seedDemoEvents(db: Db, now = Date.now()): Promise<string[]> {
  const slugs: string[] = [];
  for (const event of demoEvents(now)) slugs.push((await upsertEvent(db, event)).slug);
  return slugs;
}

export async function runEventDemo(): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase(async (db) => {
    const slugs = await seedDemoEvents(db);
    console.log(`Demo events (labelled "Demo:"): ${slugs.join(', ')}`);
    return 0;
  });
}
