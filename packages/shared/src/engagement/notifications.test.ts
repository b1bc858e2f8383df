import { describe, expect, it } from 'vitest';
import {
  classifyToast,
  DEFAULT_STACK_CONFIG,
  drawerWidth,
  NOTIFICATION_KINDS,
  notificationBreakpoint,
  pushToStack,
  socketCanTalk,
  SocketState,
  splitByMaxAge,
  TOAST_NOTIFICATION_TYPES,
} from './notifications.ts';

const H = 3_600_000;

describe('enums', () => {
  it('has the spec toast types and inbox kinds', () => {
    expect(TOAST_NOTIFICATION_TYPES).toEqual([
      'EXPERIENCE_POINTS_ADDED',
      'BOOSTER_ADDED',
      'DELAYED_BOOSTER_ADDED',
      'LEVEL_UPGRADED',
      'WEEKLY_LEADERBOARD_RANK_UPGRADED',
      'TEXT_DISPLAY',
      'DAILY_STREAK_UPGRADED',
      'LEADERBOARD_ENTRY',
    ]);
    expect(NOTIFICATION_KINDS).toHaveLength(10);
    expect(NOTIFICATION_KINDS).toContain('BOOTCAMP_EVENT');
  });

  it('numbers socket states 0 to 6 and talks only while connected', () => {
    expect(Object.values(SocketState)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(socketCanTalk(SocketState.CONNECTED)).toBe(true);
    expect(socketCanTalk(SocketState.DISCONNECTED)).toBe(false);
    expect(socketCanTalk(SocketState.RECONNECTING)).toBe(false);
  });
});

describe('splitByMaxAge', () => {
  it('drops unseen notifications older than 2 days but marks them seen', () => {
    const now = 1_000 * H;
    const result = splitByMaxAge(
      [
        { id: 1, created_at: now - H },
        { id: 2, created_at: now - 48 * H },
        { id: 3, created_at: now - 48 * H - 1 },
        { id: 4, created_at: now - 30 * 24 * H },
      ],
      now,
    );
    expect(result.show.map((n) => n.id)).toEqual([1, 2]);
    expect(result.mark_seen_only).toEqual([3, 4]);
  });
});

describe('classifyToast', () => {
  it.each([
    ['Received 3 replies', 'call_to_action'],
    ['Received 12 upvotes', 'call_to_action'],
    ['Received replies', 'other'],
    ['Problem submitted', 'problem_submission'],
    ['Welcome bonus', 'other'],
  ])('%j is %s', (text, cls) => {
    expect(classifyToast(text)).toBe(cls);
  });
});

describe('pushToStack', () => {
  it('drops the oldest when the stack limit is hit', () => {
    expect(DEFAULT_STACK_CONFIG).toMatchObject({ maxStack: 2, duration: 4500, placement: 'top-right' });
    let stack: string[] = [];
    stack = pushToStack(stack, 'a');
    stack = pushToStack(stack, 'b');
    expect(stack).toEqual(['a', 'b']);
    stack = pushToStack(stack, 'c');
    expect(stack).toEqual(['b', 'c']);
    expect(pushToStack(['a', 'b', 'c'], 'd', 4)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('layout', () => {
  it.each([
    [767, 'mobile', '100%'],
    [768, 'tablet', '360px'],
    [1023, 'tablet', '360px'],
    [1024, 'extended', '360px'],
    [1279, 'extended', '360px'],
    [1280, 'desktop', '360px'],
    [1563, 'desktop', '360px'],
    [1564, 'wide', '360px'],
  ])('%s px is %s with a drawer of %s', (w, bp, drawer) => {
    expect(notificationBreakpoint(w)).toBe(bp);
    expect(drawerWidth(w)).toBe(drawer);
  });
});
