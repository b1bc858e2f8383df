/**
 * The score box under a judged submission: practice points out of the problem's max score; a contest submission's
 * points out of the contest's problem points (the unit the standings count), with nothing gained when it was not
 * accepted in an ICPC contest.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { judgedSubmission } from '../../../lib/realtime/submission-fixture.ts';
import { SubmissionResultView } from './submission-result.tsx';

describe('SubmissionResultView score', () => {
  it('practice: partial credit out of the problem max score', () => {
    render(
      <SubmissionResultView
        submission={judgedSubmission(2, 10, {
          points: { new_score: 8, user_score: 8, points_gained: 8, already_earned: false },
        })}
        maxScore={40}
      />,
    );
    expect(screen.getByTestId('score')).toHaveTextContent('Score: 8 / 40');
    expect(screen.getByText('+8 points gained')).toBeInTheDocument();
  });

  it('contest: an accepted answer scores out of the contest points, not the practice max score', () => {
    render(
      <SubmissionResultView
        submission={judgedSubmission(10, 10, {
          offering_id: 100001,
          points: {
            new_score: 100,
            user_score: 100,
            points_gained: 100,
            already_earned: false,
            max_score: 100,
          },
        })}
        maxScore={40}
      />,
    );
    expect(screen.getByTestId('score')).toHaveTextContent('Score: 100 / 100');
    expect(screen.getByText('+100 points gained')).toBeInTheDocument();
  });

  it('ICPC contest: a wrong answer that passed some tests shows no score and no points gained', () => {
    render(
      <SubmissionResultView
        submission={judgedSubmission(2, 10, {
          offering_id: 100001,
          points: { new_score: 0, user_score: 0, points_gained: 0, already_earned: false, max_score: 100 },
        })}
        maxScore={40}
      />,
    );
    expect(screen.getByText('Wrong Answer')).toBeInTheDocument();
    expect(screen.queryByTestId('score')).toBeNull();
    expect(screen.queryByText(/points? gained/)).toBeNull();
  });
});
