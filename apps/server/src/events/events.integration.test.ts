/**
 * Events on the real app: the calendar list by category and upcoming/past, an event's page (404 for an unknown
 * slug, server-rendered head), registering and unregistering (and the header's user_already_registered), the
 * "add calendar event" call and its .ics file, and the reminders: an inbox item of the event's kind and an e-mail,
 * each once however often the sweep runs, following the learner's in-app and e-mail preferences.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EventPaths, type EventCalendar, type EventDetail, type EventList } from '@katana/shared/api/events';
import { fillPath } from '@katana/shared/api/paths';
import { NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { inboxNotifications } from '../db/schema/engagement-notifications.ts';
import { users } from '../db/schema/users.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createEvent } from './event-admin.ts';
import { importEventsAtStart } from './event-content.ts';
import { seedDemoEvents } from './event-demo.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('events', () => {
  let t: TestApp;
  let ada: TestLearner;
  let bob: TestLearner;
  let webinar: { id: number; slug: string; startAt: Date };
  const { call, data } = injectAs(() => t.app);
  const detail = (who: TestLearner | null, slug = webinar.slug) =>
    data<EventDetail>('GET', fillPath(EventPaths.detail, { slug }), who);
  const list = (who: TestLearner | null, query = '') =>
    data<EventList>('GET', `${EventPaths.list}${query}`, who);

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never }, slices: ['events'] });
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
    const now = Date.now();
    const w = await createEvent(t.app.db, {
      title: 'Graph search, live',
      kind: 'WEBINAR',
      summary: 'Breadth-first and depth-first search, worked through together.',
      description: 'Bring **questions**.',
      joinUrl: 'https://meet.example.org/graphs',
      startAt: new Date(now + 3 * 24 * HOUR),
      endAt: new Date(now + 3 * 24 * HOUR + 90 * MIN),
      highPriority: true,
    });
    webinar = { id: w.id, slug: w.slug, startAt: w.startAt };
    await createEvent(t.app.db, {
      title: 'Study grant',
      kind: 'SCHOLARSHIP',
      startAt: new Date(now + 5 * 24 * HOUR),
      endAt: new Date(now + 6 * 24 * HOUR),
    });
    await createEvent(t.app.db, {
      title: 'Build weekend',
      kind: 'BOOTCAMP',
      startAt: new Date(now - 10 * 24 * HOUR),
      endAt: new Date(now - 9 * 24 * HOUR),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists upcoming events soonest first, past ones apart, and filters by category (others are EVENTS)', async () => {
    const upcoming = await list(null);
    expect(upcoming.events.map((e) => [e.title, e.category, e.registered])).toEqual([
      ['Graph search, live', 'WEBINAR', null],
      ['Study grant', 'SCHOLARSHIP', null],
    ]);
    expect((await list(ada, '?category=SCHOLARSHIP')).events.map((e) => e.title)).toEqual(['Study grant']);
    const past = await list(ada, '?when=past');
    expect(past.events.map((e) => [e.title, e.category, e.status])).toEqual([
      ['Build weekend', 'EVENTS', 'ended'],
    ]);
    expect((await list(ada, '?category=EVENTS')).events).toEqual([]);
    const bad = await call('GET', `${EventPaths.list}?category=PARTY`, null);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBeTruthy();
  });

  it('answers 404 for an unknown event, and renders the page head with the event title', async () => {
    const missing = await call('GET', fillPath(EventPaths.detail, { slug: 'no-such-event' }), null);
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/events/no-such-event' })).statusCode).toBe(404);
    const page = await t.app.inject({ url: `/events/${webinar.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Graph search, live');
    expect(page.body).toContain('Breadth-first and depth-first search');
  });

  it('registers and unregisters by event_id; the join address and the header follow', async () => {
    const anonymous = await detail(null);
    expect(anonymous).toMatchObject({ registered: null, join_url: null, can_register: false });
    expect((await call('POST', EventPaths.register, null, { event_id: webinar.id })).statusCode).toBe(401);

    const highlighted = async () =>
      (
        await data<{ high_priority_events: { id: string; user_already_registered: boolean }[] }>(
          'GET',
          NotificationPaths.highPriorityEvents,
          ada,
        )
      ).high_priority_events.find((e) => e.id === `event:${webinar.id}`);
    expect(await highlighted()).toEqual({
      id: `event:${webinar.id}`,
      event_category: 'WEBINAR',
      user_already_registered: false,
    });

    const registered = await data<EventDetail>('POST', EventPaths.register, ada, { event_id: webinar.id });
    expect(registered).toMatchObject({
      registered: true,
      registered_count: 1,
      join_url: 'https://meet.example.org/graphs',
      can_unregister: true,
    });
    expect((await highlighted())?.user_already_registered).toBe(true);
    expect((await list(ada)).events[0]?.registered).toBe(true);

    const left = await data<EventDetail>('POST', EventPaths.unregister, ada, { event_id: webinar.id });
    expect(left).toMatchObject({ registered: false, registered_count: 0, join_url: null });
    expect((await highlighted())?.user_already_registered).toBe(false);
    const again = await call('POST', EventPaths.unregister, ada, { event_id: webinar.id });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', EventPaths.register, ada, { event_id: 999_999 })).statusCode).toBe(404);
  });

  it('adds a calendar event: the call names the .ics file, which holds the event', async () => {
    const file = await data<EventCalendar>('POST', EventPaths.addCalendarEvent, bob, {
      event_id: webinar.id,
    });
    expect(file).toEqual({
      ics_url: `/api/v1/events/${webinar.slug}/calendar.ics`,
      file_name: `${webinar.slug}.ics`,
    });
    const ics = await t.app.inject({ url: file.ics_url });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Graph search\\, live');
    expect(ics.body).toContain(`/events/${webinar.slug}`);
  });

  it('reminds a day and an hour before, in the app and by e-mail, each once; preferences turn either off', async () => {
    await data('POST', EventPaths.register, ada, { event_id: webinar.id });
    await data('POST', EventPaths.register, bob, { event_id: webinar.id });
    // Bob keeps webinars out of the app (his e-mails keep them).
    const prefs = await call('POST', NotificationPaths.preferences, bob, {
      scope: 'STUDIO',
      data: { WEBINAR: false },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const mails = async (who: TestLearner) => {
      const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
      return t.app.auth.outbox
        .list()
        .filter((m) => m.to === row!.email && m.subject.includes('Graph search'));
    };
    const items = (who: TestLearner) =>
      t.app.db
        .select({
          title: inboxNotifications.title,
          kind: inboxNotifications.kind,
          link: inboxNotifications.link,
        })
        .from(inboxNotifications)
        .where(eq(inboxNotifications.userId, who.userId));
    const at = (msBefore: number) => new Date(webinar.startAt.getTime() - msBefore);

    expect((await t.app.eventReminders.sweep(at(25 * HOUR))).sent).toEqual([]);
    const day = await t.app.eventReminders.sweep(at(23 * HOUR));
    expect(day.sent.map((s) => [s.userId, s.minutes, s.inbox])).toEqual(
      expect.arrayContaining([
        [ada.userId, 1440, true],
        [bob.userId, 1440, false],
      ]),
    );
    await Promise.all([t.app.eventReminders.sweep(at(22 * HOUR)), t.app.eventReminders.sweep(at(22 * HOUR))]);
    expect(await items(ada)).toEqual([
      { title: 'Graph search, live starts tomorrow', kind: 'WEBINAR', link: `/events/${webinar.slug}` },
    ]);
    expect(await items(bob)).toEqual([]);
    expect(await mails(ada)).toHaveLength(1);
    // Bob still gets the e-mail: only the in-app kind is off for him.
    expect(await mails(bob)).toHaveLength(1);

    // Bob then turns his e-mails off: the hour's reminder reaches neither his inbox nor his mailbox.
    const off = await call('POST', NotificationPaths.emailPreferences, bob, { digest: 'off' });
    expect(off.statusCode, off.body).toBe(200);
    await t.app.eventReminders.sweep(at(30 * MIN));
    expect(await mails(bob)).toHaveLength(1);
    expect((await items(ada)).map((i) => i.title)).toEqual([
      'Graph search, live starts tomorrow',
      'Graph search, live starts in 1 hour',
    ]);
    expect(await mails(ada)).toHaveLength(2);
  });

  it('imports content/events files once, refuses a bad one by name, and labels the demo events', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'katana-events-'));
    mkdirSync(path.join(root, 'content', 'events'), { recursive: true });
    const file = (name: string, text: string) =>
      writeFileSync(path.join(root, 'content', 'events', name), text);
    file(
      'study-circle.yaml',
      [
        'title: Study circle',
        'kind: WORKSHOP',
        'starts_at: 2030-01-10T10:00:00Z',
        'ends_at: 2030-01-10T12:00:00Z',
      ].join('\n'),
    );
    file(
      'zz-bad.yaml',
      [
        'title: Backwards',
        'kind: WEBINAR',
        'starts_at: 2030-01-10T10:00:00Z',
        'ends_at: 2030-01-09T10:00:00Z',
      ].join('\n'),
    );
    const errors: string[] = [];
    const log = { info: () => undefined, error: (d: object) => errors.push(JSON.stringify(d)) };
    expect(await importEventsAtStart(t.app.db, log, root)).toEqual({
      inserted: ['study-circle'],
      updated: [],
    });
    expect(errors.join()).toContain('content/events/zz-bad.yaml: end: after the start.');
    expect(await importEventsAtStart(t.app.db, log, root)).toEqual({ inserted: [], updated: [] });
    expect((await detail(null, 'study-circle')).category).toBe('EVENTS');

    await seedDemoEvents(t.app.db);
    const demo = await detail(null, 'demo-webinar');
    expect(demo.title.startsWith('Demo:')).toBe(true);
    expect(demo.host).toBe('Demo data');
  });
});
