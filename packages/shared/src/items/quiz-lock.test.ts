import { describe, expect, it } from 'vitest';
import { lockingAttempt, revealsAnswer } from './quiz-lock.ts';

const attempt = (status: string | null, type = 'MCQ', state = 'DONE') => ({
  submission_type: type,
  state,
  status_message: status,
});

describe('quiz lock', () => {
  it('a wrong or partly right quiz answer reveals the answer; a right one does not', () => {
    expect(revealsAnswer(attempt('WRONG_ANSWER'))).toBe(true);
    expect(revealsAnswer(attempt('WRONG_ANSWER', 'FILL_UP'))).toBe(true);
    expect(revealsAnswer(attempt('CORRECT_ANSWER'))).toBe(false);
    expect(revealsAnswer(attempt('CORRECT_ANSWER', 'FILL_UP'))).toBe(false);
  });

  it('code submissions and answers still being graded lock nothing', () => {
    expect(revealsAnswer(attempt('WRONG_ANSWER', 'CODE'))).toBe(false);
    expect(revealsAnswer(attempt(null, 'MCQ', 'JUDGING'))).toBe(false);
  });

  it('finds the attempt that locked the question among right ones', () => {
    const wrong = attempt('WRONG_ANSWER');
    expect(lockingAttempt([attempt('CORRECT_ANSWER'), wrong, attempt('CORRECT_ANSWER')])).toBe(wrong);
    expect(lockingAttempt([attempt('CORRECT_ANSWER')])).toBeNull();
    expect(lockingAttempt([])).toBeNull();
  });
});
