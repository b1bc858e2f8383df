import { describe, expect, it } from 'vitest';
import {
  canSubmitNps,
  initialNpsState,
  isValidNpsRating,
  npsDismissal,
  npsFeedbackCounter,
  npsFeedbackPrompt,
  npsReducer,
  showsNpsThankYou,
  type NpsAction,
  type NpsState,
} from './nps.ts';

function run(actions: NpsAction[], from: NpsState = initialNpsState): NpsState {
  return actions.reduce(npsReducer, from);
}

describe('NPS rules', () => {
  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
    [7.5, false],
    ['8', false],
  ])('rating %j valid: %s', (r, ok) => {
    expect(isValidNpsRating(r)).toBe(ok);
  });

  it.each([
    [1, 'What was missing or disappointing in your experience with us?'],
    [6, 'What was missing or disappointing in your experience with us?'],
    [7, 'How can we improve your experience?'],
    [9, 'How can we improve your experience?'],
    [10, 'What do you like most about us?'],
  ])('rating %s asks %j', (r, prompt) => {
    expect(npsFeedbackPrompt(r)).toBe(prompt);
  });

  it('counts the characters left of 200', () => {
    expect(npsFeedbackCounter('')).toEqual({ remaining: 200, limit_reached: false });
    expect(npsFeedbackCounter('x'.repeat(199))).toEqual({ remaining: 1, limit_reached: false });
    expect(npsFeedbackCounter('x'.repeat(200))).toEqual({ remaining: 0, limit_reached: true });
  });

  it.each([
    [8, false, true],
    [7, false, false],
    [10, true, false],
    [null, false, false],
  ])('rating %s (alternate %s) shows the thank-you: %s', (r, alt, yes) => {
    expect(showsNpsThankYou(r, alt)).toBe(yes);
  });
});

describe('npsReducer', () => {
  it('picking a rating moves to step 2 and opens the sheet', () => {
    expect(run([{ type: 'rated', rating: 9, mobile: false }])).toMatchObject({
      step: 2,
      rating: 9,
      sheet_open: true,
    });
    expect(run([{ type: 'rated', rating: 0, mobile: false }])).toEqual(initialNpsState);
  });

  it('a successful submit with submitted true moves to step 3', () => {
    const rated = run([
      { type: 'rated', rating: 9, mobile: true },
      { type: 'feedback_changed', text: 'x'.repeat(250) },
    ]);
    expect(rated.feedback).toHaveLength(200);
    expect(canSubmitNps(rated)).toBe(true);
    const loading = run([{ type: 'submit_started' }], rated);
    expect(canSubmitNps(loading)).toBe(false);
    expect(run([{ type: 'submit_finished', submitted: true }], loading).step).toBe(3);
    expect(run([{ type: 'submit_finished', submitted: false }], loading)).toMatchObject({
      step: 2,
      loading: false,
    });
  });

  it('closing before step 3 records a dismissal with the rating or none', () => {
    expect(npsDismissal(initialNpsState)).toEqual({ nps_rating: null });
    expect(npsDismissal(run([{ type: 'rated', rating: 4, mobile: false }]))).toEqual({ nps_rating: 4 });
    const done = run([
      { type: 'rated', rating: 4, mobile: false },
      { type: 'submit_started' },
      { type: 'submit_finished', submitted: true },
    ]);
    expect(npsDismissal(done)).toBeNull();
  });
});
