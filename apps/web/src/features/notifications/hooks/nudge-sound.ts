/**
 * The bell's nudge chime, played only once the visitor has interacted with the page: browsers refuse audio before
 * a user gesture and log an autoplay warning for every attempt (issue 21), so before the first gesture the chime
 * waits for one (a pointer press or a key) and plays then, if the nudge is still on.
 */

/** A short two-note chime; a playback failure is swallowed (spec 02 §8). */
function playNudgeSound(): void {
  try {
    const Ctx = window.AudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.gain.value = 0.05;
    gain.connect(ctx.destination);
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + i * 0.12 + 0.1);
    });
    void ctx.resume().catch(() => {});
    setTimeout(() => void ctx.close().catch(() => {}), 1000);
  } catch {
    // Audio playback failure is swallowed (spec 02 §8).
  }
}

const GESTURES = ['pointerdown', 'keydown'] as const;

function hasBeenActive(): boolean {
  return (
    (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
      ?.hasBeenActive === true
  );
}

/** Plays the chime now if the page has had a gesture, else at the first one. Returns a cancel function. */
export function chimeAfterGesture(): () => void {
  if (hasBeenActive()) {
    playNudgeSound();
    return () => {};
  }
  const onGesture = () => {
    cancel();
    playNudgeSound();
  };
  const cancel = () => GESTURES.forEach((type) => window.removeEventListener(type, onGesture, true));
  GESTURES.forEach((type) => window.addEventListener(type, onGesture, true));
  return cancel;
}
