/**
 * How a booster looks in the navbar EXP widget and its dialogs (spec 02 §4 "Active booster"; §9 "Red timer
 * threshold 300 s", "Timer text in seconds under 60 s", "Label alternation 20 s").
 */

export const RED_TIMER_THRESHOLD_SECONDS = 300;
export const TIMER_SECONDS_ONLY_BELOW = 60;
export const LABEL_ALTERNATION_SECONDS = 20;
/** "Booster-applied display lasts 5 s, then returns to the booster frame." */
export const BOOSTER_APPLIED_DISPLAY_MS = 5000;
/**
 * "Delayed-booster widget timings: 5 s / 10 s." The spec does not say which is which; we read 5 s as how long the
 * delayed-booster flash shows and 10 s as the wait before it shows again.
 */
export const DELAYED_BOOSTER_WIDGET_SHOW_MS = 5000;
export const DELAYED_BOOSTER_WIDGET_INTERVAL_MS = 10_000;
const DELAYED_BOOSTER_HINT_CYCLE_MS = DELAYED_BOOSTER_WIDGET_INTERVAL_MS + DELAYED_BOOSTER_WIDGET_SHOW_MS;

/**
 * The widget's hint while a delayed booster waits to unlock: 10 s of plain EXP, then 5 s of "Unlocks in hh:mm:ss",
 * over and over, counted from when the widget first saw the booster waiting.
 */
export function delayedBoosterHintShowing(msSinceStart: number): boolean {
  return Math.max(0, msSinceStart) % DELAYED_BOOSTER_HINT_CYCLE_MS >= DELAYED_BOOSTER_WIDGET_INTERVAL_MS;
}

/** Milliseconds until the hint next appears or goes. */
export function msUntilDelayedBoosterHintChange(msSinceStart: number): number {
  const inCycle = Math.max(0, msSinceStart) % DELAYED_BOOSTER_HINT_CYCLE_MS;
  return inCycle < DELAYED_BOOSTER_WIDGET_INTERVAL_MS
    ? DELAYED_BOOSTER_WIDGET_INTERVAL_MS - inCycle
    : DELAYED_BOOSTER_HINT_CYCLE_MS - inCycle;
}

/** "A socket message of type booster added with content type "Cross 40 Exp" starts a booster and opens a popup." */
export const CROSS_40_EXP_BOOSTER_TYPE = 'Cross 40 Exp';

export const BoosterText = {
  TODAYS_TARGET_COMPLETED: "Today's target completed",
  COME_TOMORROW: 'Come tomorrow and activate this booster to multiply your EXP gains',
  BUTTON_COME_TOMORROW: 'Great, I will come tomorrow',
  BUTTON_OKAY: 'Okay, got it.',
  BUTTON_GOT_IT: 'Got it',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes and seconds ('29m 05s'), seconds only under 60 s ('45s'). The spec fixes which parts show, not their
 * punctuation; unit letters keep '45s' and '29m 05s' readable side by side. Minutes are not folded into hours:
 * boosters last minutes, and "N min" is how the spec itself counts them.
 */
export function formatBoosterTimer(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  if (s < TIMER_SECONDS_ONLY_BELOW) return `${s}s`;
  return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
}

/** The frame turns red at 300 s or less. */
export function isTimerRed(secondsLeft: number): boolean {
  return secondsLeft <= RED_TIMER_THRESHOLD_SECONDS;
}

/** At 0 the plain EXP widget returns. */
export function boosterEnded(secondsLeft: number): boolean {
  return secondsLeft <= 0;
}

/**
 * Multiplier and timer labels alternate every 20 s, counted from when the booster became active. The multiplier
 * shows first: it says what the frame is before the frame starts counting.
 */
export function boosterLabelPhase(secondsSinceActive: number): 'multiplier' | 'timer' {
  return Math.floor(Math.max(0, secondsSinceActive) / LABEL_ALTERNATION_SECONDS) % 2 === 0
    ? 'multiplier'
    : 'timer';
}

/** The multiplier label in the frame, e.g. '2x' (the spec's "2x Booster applied" spelling). */
export function multiplierLabel(multiplier: number): string {
  return `${multiplier}x`;
}

/** "2x Booster applied - N min". N is the booster's length in whole minutes, rounded up so 90 s is not '1 min'. */
export function boosterAppliedText(multiplier: number, durationSeconds: number): string {
  return `${multiplier}x Booster applied - ${Math.ceil(durationSeconds / 60)} min`;
}

/** "Activate {n}X booster" (capital X, as the spec writes it). */
export function activateBoosterText(multiplier: number): string {
  return `Activate ${multiplier}X booster`;
}

/** "Unlocks in hh:mm:ss" */
export function unlocksInText(secondsUntilUnlock: number): string {
  const s = Math.max(0, Math.floor(secondsUntilUnlock));
  return `Unlocks in ${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Whether a booster-added socket message starts a booster and opens the popup. */
export function opensBoosterPopup(message: {
  notification_type: string;
  content?: { type?: string } | null;
}): boolean {
  return message.notification_type === 'BOOSTER_ADDED' && message.content?.type === CROSS_40_EXP_BOOSTER_TYPE;
}
