import { describe, expect, it } from 'vitest';
import {
  activateBoosterText,
  boosterAppliedText,
  boosterEnded,
  boosterLabelPhase,
  delayedBoosterHintShowing,
  BoosterText,
  formatBoosterTimer,
  isTimerRed,
  msUntilDelayedBoosterHintChange,
  multiplierLabel,
  opensBoosterPopup,
  unlocksInText,
} from './booster-display.ts';

describe('formatBoosterTimer', () => {
  it.each([
    [1800, '30m 00s'],
    [3725, '62m 05s'],
    [301, '5m 01s'],
    [60, '1m 00s'],
    [59, '59s'],
    [5, '5s'],
    [0, '0s'],
    [-3, '0s'],
    [59.9, '59s'],
  ])('%s s left reads %j', (s, text) => {
    expect(formatBoosterTimer(s)).toBe(text);
  });
});

describe('frame and labels', () => {
  it.each([
    [301, false],
    [300, true],
    [1, true],
  ])('%s s left: red %s', (s, red) => {
    expect(isTimerRed(s)).toBe(red);
  });

  it('returns to the plain widget at 0', () => {
    expect(boosterEnded(1)).toBe(false);
    expect(boosterEnded(0)).toBe(true);
  });

  it.each([
    [0, 'multiplier'],
    [19, 'multiplier'],
    [20, 'timer'],
    [39, 'timer'],
    [40, 'multiplier'],
    [65, 'timer'],
    [80, 'multiplier'],
  ])('%s s after activation shows the %s', (s, phase) => {
    expect(boosterLabelPhase(s)).toBe(phase);
  });
});

describe('texts', () => {
  it('uses the spec formats', () => {
    expect(boosterAppliedText(2, 1800)).toBe('2x Booster applied - 30 min');
    expect(boosterAppliedText(3, 90)).toBe('3x Booster applied - 2 min');
    expect(activateBoosterText(2)).toBe('Activate 2X booster');
    expect(multiplierLabel(1.5)).toBe('1.5x');
    expect(BoosterText.TODAYS_TARGET_COMPLETED).toBe("Today's target completed");
    expect(BoosterText.BUTTON_OKAY).toBe('Okay, got it.');
  });

  it.each([
    [0, 'Unlocks in 00:00:00'],
    [59, 'Unlocks in 00:00:59'],
    [3661, 'Unlocks in 01:01:01'],
    [86_399, 'Unlocks in 23:59:59'],
  ])('%s s before unlock reads %j', (s, text) => {
    expect(unlocksInText(s)).toBe(text);
  });
});

describe('opensBoosterPopup', () => {
  it.each([
    [{ notification_type: 'BOOSTER_ADDED', content: { type: 'Cross 40 Exp' } }, true],
    [{ notification_type: 'BOOSTER_ADDED', content: { type: 'Streak' } }, false],
    [{ notification_type: 'EXPERIENCE_POINTS_ADDED', content: { type: 'Cross 40 Exp' } }, false],
    [{ notification_type: 'BOOSTER_ADDED', content: null }, false],
  ])('%j -> %s', (message, opens) => {
    expect(opensBoosterPopup(message)).toBe(opens);
  });
});

describe('delayed-booster widget hint (5 s / 10 s)', () => {
  it('shows for 5 s after every 10 s of plain EXP', () => {
    const at = (s: number) => delayedBoosterHintShowing(s * 1000);
    expect([0, 9.999, 10, 14.999, 15, 24.999, 25, 29.999, 30].map(at)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('says when it next changes', () => {
    expect(msUntilDelayedBoosterHintChange(0)).toBe(10_000);
    expect(msUntilDelayedBoosterHintChange(9_000)).toBe(1_000);
    expect(msUntilDelayedBoosterHintChange(10_000)).toBe(5_000);
    expect(msUntilDelayedBoosterHintChange(14_500)).toBe(500);
    expect(msUntilDelayedBoosterHintChange(15_000)).toBe(10_000);
  });
});
