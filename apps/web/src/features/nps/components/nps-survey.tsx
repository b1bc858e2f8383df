/**
 * The recommend-to-a-friend survey (spec 02 §2 "NPS survey", §4 "NPS", §5 NPS rules): step 1 the 1-10 rating,
 * step 2 the feedback (the prompt by rating, 200 characters with a remaining counter and a limit-reached style,
 * submit disabled while loading), step 3 the thank-you with the referral banner (only above 7). A bottom bar on
 * desktop and a bottom sheet on mobile; picking a rating opens the sheet (the reducer's sheet_open). Closing
 * before step 3 records a dismissal with the rating (or none). The state machine is @katana/shared/engagement/nps.
 */
import { useEffect, useId, useReducer } from 'react';
import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import {
  NPS_FEEDBACK_MAX_LENGTH,
  NPS_MAX_RATING,
  NPS_MIN_RATING,
  canSubmitNps,
  initialNpsState,
  npsDismissal,
  npsFeedbackCounter,
  npsFeedbackPrompt,
  npsReducer,
  showsNpsThankYou,
} from '@katana/shared/engagement/nps';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { dismissNps } from '../api/dismiss-nps.ts';
import { submitNps } from '../api/submit-nps.ts';
import { ReferralBanner } from './referral-banner.tsx';

const RATINGS = Array.from({ length: NPS_MAX_RATING - NPS_MIN_RATING + 1 }, (_, i) => NPS_MIN_RATING + i);
/** Katana runs one survey; the spec's alternate variant (no thank-you) is not offered. */
const ALTERNATE_VARIANT = false;

export const npsQuestion = (brand: string) => `How likely are you to recommend ${brand} to a friend?`;
export const NPS_THANK_YOU = 'Thank you for your feedback!';

export interface NpsSurveyProps {
  brandName: string;
  viewer: string | number;
  mobile: boolean;
  /** The survey is done: answered, dismissed or closed after the thank-you. */
  onDone(): void;
}

export function NpsSurvey({ brandName, viewer, mobile, onDone }: NpsSurveyProps) {
  const [state, dispatch] = useReducer(npsReducer, initialNpsState);
  const titleId = useId();
  const feedbackId = useId();
  const thankYou = state.step === 3 && showsNpsThankYou(state.rating, ALTERNATE_VARIANT);
  // A submit at 7 or below has nothing more to show: the survey closes with the answer stored.
  const answeredQuietly = state.step === 3 && !thankYou;
  useEffect(() => {
    if (answeredQuietly) onDone();
  }, [answeredQuietly, onDone]);

  function close() {
    const dismissal = npsDismissal(state);
    if (dismissal) void dismissNps(dismissal.nps_rating);
    dispatch({ type: 'closed' });
    onDone();
  }

  async function send() {
    if (!canSubmitNps(state) || state.rating === null) return;
    dispatch({ type: 'submit_started' });
    // The reducer holds the loading state; a failure stays on step 2 with no message (spec 02 §8).
    const submitted = await submitNps({
      nps_rating: state.rating,
      additional_feedback: state.feedback,
    }).catch(() => false);
    dispatch({ type: 'submit_finished', submitted });
  }

  if (state.closed || answeredQuietly) return null;
  const sheet = mobile || state.sheet_open;
  const counter = npsFeedbackCounter(state.feedback);

  const ratingRow = (
    <div
      role="group"
      aria-label="Rating from 1 to 10"
      className={clsx(
        'justify-items-center gap-2',
        mobile ? 'grid grid-cols-5' : 'flex flex-wrap justify-center gap-1.5',
      )}
    >
      {RATINGS.map((r) => (
        <button
          key={r}
          type="button"
          aria-pressed={state.rating === r}
          onClick={() => dispatch({ type: 'rated', rating: r, mobile })}
          className={clsx(
            'inline-flex size-9 items-center justify-center rounded-lg border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            state.rating === r
              ? 'border-accent bg-accent text-on-accent'
              : 'border-line bg-surface text-fg hover:border-accent hover:bg-accent-soft',
          )}
        >
          {r}
        </button>
      ))}
    </div>
  );

  const closeButton = (
    <button type="button" aria-label="Close the survey" onClick={close} className={iconButtonClasses}>
      <CloseIcon />
    </button>
  );

  if (!sheet) {
    return (
      <section
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface text-fg shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
      >
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-6 py-3">
          <h2 id={titleId} className="flex-1 text-sm font-semibold">
            {npsQuestion(brandName)}
          </h2>
          <div className="flex items-center gap-2 text-xs text-fg-muted">
            <span>Not likely</span>
            {ratingRow}
            <span>Very likely</span>
          </div>
          {closeButton}
        </div>
      </section>
    );
  }

  // The bottom sheet is modal (Radix Dialog): focus stays inside, Escape and the backdrop close it like the cross.
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-lg rounded-t-2xl border border-b-0 border-line bg-surface p-5 text-fg shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="pt-1.5 text-base font-semibold">
              {thankYou ? NPS_THANK_YOU : npsQuestion(brandName)}
            </Dialog.Title>
            {closeButton}
          </div>
          {thankYou ? (
            <div className="mt-3 flex flex-col gap-4">
              <p className="text-sm text-fg-muted">Your answer helps us decide what to build next.</p>
              <ReferralBanner viewer={viewer} brandName={brandName} />
            </div>
          ) : (
            <div className="mt-4 flex flex-col gap-4">
              {ratingRow}
              {state.rating !== null && (
                <form
                  className="flex flex-col gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void send();
                  }}
                >
                  <label htmlFor={feedbackId} className="text-sm font-medium">
                    {npsFeedbackPrompt(state.rating)}
                  </label>
                  <textarea
                    id={feedbackId}
                    rows={3}
                    maxLength={NPS_FEEDBACK_MAX_LENGTH}
                    value={state.feedback}
                    onChange={(e) => dispatch({ type: 'feedback_changed', text: e.target.value })}
                    className={clsx(
                      'w-full resize-none rounded-lg border bg-surface px-3 py-2 text-sm text-fg outline-none focus:ring-2',
                      counter.limit_reached
                        ? 'border-red-500 focus:ring-red-500/40'
                        : 'border-line focus:ring-accent/40',
                    )}
                  />
                  <p
                    data-testid="nps-counter"
                    data-limit-reached={counter.limit_reached}
                    className={clsx(
                      'text-right text-xs',
                      counter.limit_reached
                        ? 'font-semibold text-red-600 dark:text-red-400'
                        : 'text-fg-muted',
                    )}
                  >
                    {counter.remaining} characters left
                  </p>
                  <button
                    type="submit"
                    disabled={!canSubmitNps(state)}
                    className={buttonClasses('primary', 'md')}
                  >
                    {state.loading ? 'Submitting…' : 'Submit'}
                  </button>
                </form>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
