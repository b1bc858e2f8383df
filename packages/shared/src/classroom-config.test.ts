import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from './api/practice-catalogue.ts';
import {
  CLASSROOM_CONTEXTS,
  CLASSROOM_TAB_LABEL,
  CLASSROOM_TABS,
  classroomView,
  type ClassroomContext,
  type ClassroomState,
  type ClassroomTab,
} from './classroom-config.ts';
import type { ProblemType } from './api/practice-catalogue.ts';

describe('classroomView: tabs', () => {
  const cases: [ClassroomContext, ProblemType, ClassroomState, ClassroomTab[]][] = [
    // Problem page: submission, solution, discuss on; top performers off.
    ['PROBLEM', 'CODE', {}, ['PROBLEM', 'SUBMISSION', 'SOLUTION', 'DISCUSS']],
    ['PROBLEM', 'SQL', {}, ['PROBLEM', 'SUBMISSION', 'SOLUTION', 'DISCUSS']],
    // A quiz has no code history: problem tab plus what the context adds.
    ['PROBLEM', 'SINGLE_CHOICE', {}, ['PROBLEM', 'SOLUTION', 'DISCUSS']],
    ['PROBLEM', 'MULTIPLE', {}, ['PROBLEM', 'SOLUTION', 'DISCUSS']],
    ['PROBLEM', 'FILL_UP', {}, ['PROBLEM', 'SOLUTION', 'DISCUSS']],
    // NOTE shows only the note tab, whatever the context.
    ['PROBLEM', 'NOTE', {}, ['NOTE']],
    ['CONTEST', 'NOTE', { finished: true }, ['NOTE']],
    ['GP', 'CODE', {}, ['PROBLEM', 'SUBMISSION', 'SOLUTION', 'DISCUSS']],
    // Contest: top performers while live; solution and discuss only once finished, and not in a special mode.
    ['CONTEST', 'CODE', { live: true }, ['PROBLEM', 'SUBMISSION', 'TOP_PERFORMERS']],
    ['CONTEST', 'CODE', { finished: true }, ['PROBLEM', 'SUBMISSION', 'SOLUTION', 'DISCUSS']],
    ['CONTEST', 'CODE', { finished: true, specialMode: true }, ['PROBLEM', 'SUBMISSION']],
    ['MOCK_TEST', 'CODE', { live: true }, ['PROBLEM', 'SUBMISSION', 'TOP_PERFORMERS']],
    ['MOCK_TEST', 'CODE', { finished: true }, ['PROBLEM', 'SUBMISSION', 'SOLUTION', 'DISCUSS']],
    ['POTD', 'CODE', {}, ['PROBLEM', 'SUBMISSION']],
    ['CHALLENGE', 'CODE', {}, ['PROBLEM', 'SUBMISSION']],
  ];
  it.each(cases)('%s / %s %j -> %j', (context, type, state, tabs) => {
    expect(classroomView(context, type, state).tabs).toEqual(tabs);
  });
});

describe('classroomView: run, submit and console by type', () => {
  const cases: [ProblemType, string, string, string][] = [
    ['CODE', 'ENABLED', 'ENABLED', 'TEST_CASES'],
    ['SQL', 'ENABLED', 'ENABLED', 'OUTPUT'],
    ['SINGLE_CHOICE', 'UNAVAILABLE', 'ENABLED', 'NONE'],
    ['MULTIPLE', 'UNAVAILABLE', 'ENABLED', 'NONE'],
    ['FILL_UP', 'UNAVAILABLE', 'ENABLED', 'NONE'],
    ['NOTE', 'UNAVAILABLE', 'UNAVAILABLE', 'NONE'],
    ['FRONTEND', 'ENABLED', 'ENABLED', 'CONSOLE_PREVIEW'],
  ];
  it.each(cases)('%s: run %s, submit %s, console %s', (type, run, submit, console) => {
    const view = classroomView('PROBLEM', type);
    expect([view.run, view.submit, view.console]).toEqual([run, submit, console]);
  });

  it('the locked variant disables next, previous, submit and run', () => {
    const view = classroomView('GP', 'CODE', { locked: true });
    expect([view.run, view.submit, view.next, view.previous]).toEqual(['DISABLED', 'DISABLED', 'DISABLED', 'DISABLED']);
    const open = classroomView('GP', 'CODE');
    expect([open.run, open.submit, open.next, open.previous]).toEqual(['ENABLED', 'ENABLED', 'ENABLED', 'ENABLED']);
  });

  it('a lone problem page has no next or previous problem', () => {
    const view = classroomView('PROBLEM', 'CODE');
    expect([view.next, view.previous]).toEqual(['UNAVAILABLE', 'UNAVAILABLE']);
  });

  it('locking does not make a missing button appear', () => {
    expect(classroomView('PROBLEM', 'NOTE', { locked: true }).submit).toBe('UNAVAILABLE');
  });
});

describe('classroomView: features', () => {
  const on = (context: ClassroomContext, type: ProblemType, state: ClassroomState = {}) =>
    Object.entries(classroomView(context, type, state).features)
      .filter(([, value]) => value)
      .map(([key]) => key)
      .sort();

  it('the problem page has hints, suggest edit, reports, rate, test-case download and the autocomplete toggle', () => {
    expect(on('PROBLEM', 'CODE')).toEqual(
      ['autocompleteToggle', 'downloadTestCases', 'hints', 'rate', 'report', 'suggestEdit'].sort(),
    );
  });

  it('a live contest shows the finish button, the timer and the mark button and hides hints, suggest and rate', () => {
    expect(on('CONTEST', 'CODE', { live: true })).toEqual(['finishButton', 'markButton', 'timer']);
  });

  it('a finished contest shows hints, suggest and rate', () => {
    expect(on('CONTEST', 'CODE', { finished: true })).toEqual(['hints', 'rate', 'suggestEdit']);
  });

  it('the problem of the day shows finish and timer until solved, never hints, rating or the side nav toggle', () => {
    expect(on('POTD', 'CODE', { solved: false })).toEqual(['finishButton', 'timer']);
    expect(on('POTD', 'CODE', { solved: true })).toEqual([]);
    expect(on('POTD', 'CODE', { solved: true, flags: { rate_problem: true } })).toEqual([]);
  });

  it('where the row is silent a feature follows its flag, off by default', () => {
    expect(on('CHALLENGE', 'CODE')).toEqual([]);
    expect(on('CHALLENGE', 'CODE', { flags: { report: true, suggest_edit: true } })).toEqual(['report', 'suggestEdit']);
  });

  it('a NOTE has no features at all', () => {
    expect(on('PROBLEM', 'NOTE', { flags: { report: true } })).toEqual([]);
  });
});

describe('the tables', () => {
  it('every tab has a label and every context and type yields a view starting with its first tab', () => {
    for (const tab of CLASSROOM_TABS) expect(CLASSROOM_TAB_LABEL[tab]).toMatch(/\S/);
    for (const context of CLASSROOM_CONTEXTS) {
      for (const type of PROBLEM_TYPES) {
        const view = classroomView(context, type);
        expect(view.tabs.length).toBeGreaterThan(0);
        expect(['PROBLEM', 'NOTE']).toContain(view.tabs[0]);
      }
    }
  });
});
