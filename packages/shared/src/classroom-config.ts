/**
 * What the classroom shows: spec 03 §2 "Problem page tabs", "Classroom configuration per context", the default
 * content configuration by problem type, the locked variant and the problem-page feature flags, kept AS DATA so the
 * table can be read (and tested) row by row. `classroomView(context, problemType, state)` folds them together.
 *
 * How the layers combine (our reading of the spec):
 * 1. The problem type gives the base: its tabs, Run / Submit, the console, and which optional tabs it can carry at
 *    all (a NOTE has nothing but its note; a quiz has no code history).
 * 2. The context row switches the optional tabs and features on or off, some only while a contest or test is live
 *    or once it has finished. A feature the row does not mention falls back to its feature flag, off by default.
 * 3. The locked variant disables next, previous, submit and run.
 */
import type { ProblemType } from './api/practice-catalogue.ts';

export const CLASSROOM_TABS = [
  'PROBLEM',
  'SUBMISSION',
  'SOLUTION',
  'DOUBTS',
  'TOP_PERFORMERS',
  'DISCUSS',
  'VIDEO',
  'NOTE',
  'LIVE_CLASS',
  'LIVE_CLASS_RECORDINGS',
] as const;
export type ClassroomTab = (typeof CLASSROOM_TABS)[number];

/** What the tab strip reads; the e2e drives tabs by these names. */
export const CLASSROOM_TAB_LABEL: Record<ClassroomTab, string> = {
  PROBLEM: 'Problem',
  SUBMISSION: 'Submissions',
  SOLUTION: 'Solution',
  DOUBTS: 'Doubts',
  TOP_PERFORMERS: 'Top performers',
  DISCUSS: 'Discuss',
  VIDEO: 'Video',
  NOTE: 'Note',
  LIVE_CLASS: 'Live class',
  LIVE_CLASS_RECORDINGS: 'Recordings',
};

/** Spec 03 §3 "Classroom type", plus the challenge context of the configuration table. */
export const CLASSROOM_CONTEXTS = ['PROBLEM', 'GP', 'CONTEST', 'MOCK_TEST', 'POTD', 'CHALLENGE'] as const;
export type ClassroomContext = (typeof CLASSROOM_CONTEXTS)[number];

/** Spec 03 §3 "Button states". */
export type ButtonState = 'ENABLED' | 'DISABLED' | 'UNAVAILABLE';

/** The editor console: Sample / Custom test case tabs, one Output tab, or Console + Preview for front-end work. */
export type ConsoleKind = 'TEST_CASES' | 'OUTPUT' | 'CONSOLE_PREVIEW' | 'NONE';
export const CONSOLE_TAB_LABELS: Record<ConsoleKind, readonly string[]> = {
  TEST_CASES: ['Sample test case', 'Custom test case'],
  OUTPUT: ['Output'],
  CONSOLE_PREVIEW: ['Console', 'Preview'],
  NONE: [],
};

export const CLASSROOM_FEATURES = [
  'hints',
  'suggestEdit',
  'report',
  'rate',
  'downloadTestCases',
  'autocompleteToggle',
  'finishButton',
  'timer',
  'markButton',
  'sideNavToggle',
] as const;
export type ClassroomFeature = (typeof CLASSROOM_FEATURES)[number];

/** Spec 03 §2 "Problem-page feature flags (all default off)". */
export const PROBLEM_PAGE_FLAGS = [
  'main_code_toggle',
  'suggest_edit',
  'report',
  'contribute_approach',
  'rate_problem',
  'timed_environment',
  'code_pair_toggle',
  'autocomplete',
  'end_test',
] as const;
export type ProblemPageFlag = (typeof PROBLEM_PAGE_FLAGS)[number];
export type ProblemPageFlags = Partial<Record<ProblemPageFlag, boolean>>;

/** The flag a feature falls back to where the context row is silent; features without a flag are then off. */
const FEATURE_FLAG: Partial<Record<ClassroomFeature, ProblemPageFlag>> = {
  suggestEdit: 'suggest_edit',
  report: 'report',
  rate: 'rate_problem',
  autocompleteToggle: 'autocomplete',
  timer: 'timed_environment',
  finishButton: 'end_test',
};

interface TypeDefaults {
  tabs: readonly ClassroomTab[];
  /** Optional tabs a context may add for this type. */
  optionalTabs: readonly ClassroomTab[];
  run: boolean;
  submit: boolean;
  hints: boolean;
  console: ConsoleKind;
  /** NOTE and the like have nothing to answer: the context's features (rate, report...) do not apply. */
  interactive: boolean;
}

const CODE_TABS: readonly ClassroomTab[] = ['SUBMISSION', 'SOLUTION', 'DOUBTS', 'TOP_PERFORMERS', 'DISCUSS', 'VIDEO'];
const QUIZ_TABS: readonly ClassroomTab[] = ['SOLUTION', 'DOUBTS', 'TOP_PERFORMERS', 'DISCUSS', 'VIDEO'];

const code = (console: ConsoleKind): TypeDefaults => ({
  tabs: ['PROBLEM', 'SUBMISSION'],
  optionalTabs: CODE_TABS,
  run: true,
  submit: true,
  hints: false,
  console,
  interactive: true,
});
const quiz: TypeDefaults = {
  tabs: ['PROBLEM'],
  optionalTabs: QUIZ_TABS,
  run: false,
  submit: true,
  hints: false,
  console: 'NONE',
  interactive: true,
};
const readOnly = (tabs: readonly ClassroomTab[]): TypeDefaults => ({
  tabs,
  optionalTabs: [],
  run: false,
  submit: false,
  hints: false,
  console: 'NONE',
  interactive: false,
});

/** Spec 03 §2 "Default content configuration by problem type". */
export const TYPE_DEFAULTS: Record<ProblemType, TypeDefaults> = {
  CODE: code('TEST_CASES'),
  SQL: code('OUTPUT'),
  DATASCIENCE: code('OUTPUT'),
  MACHINE_LEARNING: code('OUTPUT'),
  FRONTEND: code('CONSOLE_PREVIEW'),
  REACT: code('CONSOLE_PREVIEW'),
  NODE: code('CONSOLE_PREVIEW'),
  SPRING_BOOT: code('CONSOLE_PREVIEW'),
  CYPRESS: code('CONSOLE_PREVIEW'),
  SINGLE_CHOICE: quiz,
  MULTIPLE: quiz,
  FILL_UP: quiz,
  SUBJECTIVE: { ...quiz, submit: true },
  NOTE: readOnly(['NOTE']),
  NO_SUBMISSION: readOnly(['PROBLEM']),
  OTHER: readOnly(['PROBLEM']),
};

/**
 * When a row switches something: always, never, only while the contest/test is live, only once it has finished
 * (and not in a special mode), or only while the problem of the day is not solved yet.
 */
export type Rule = 'on' | 'off' | 'live' | 'finished' | 'unsolved';

export interface ContextRow {
  tabs: Partial<Record<ClassroomTab, Rule>>;
  features: Partial<Record<ClassroomFeature, Rule>>;
}

/** Spec 03 §2 "Classroom configuration per context". */
export const CONTEXT_ROWS: Record<ClassroomContext, ContextRow> = {
  // "submission, solution, discuss, suggest edit, reports, rate, hints, download test cases all on; top performers
  // off". The autocomplete toggle is on here too: Katana's issue #5 asks for it in the problem classroom.
  PROBLEM: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'on', DISCUSS: 'on', TOP_PERFORMERS: 'off' },
    features: {
      suggestEdit: 'on',
      report: 'on',
      rate: 'on',
      hints: 'on',
      downloadTestCases: 'on',
      autocompleteToggle: 'on',
    },
  },
  GP: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'on', DISCUSS: 'on', TOP_PERFORMERS: 'off' },
    features: {
      suggestEdit: 'on',
      report: 'on',
      rate: 'on',
      hints: 'on',
      downloadTestCases: 'on',
      autocompleteToggle: 'on',
    },
  },
  // "solution, discuss, hints, suggest, rate only when the contest is finished (and not in a special mode); top
  // performers, finish button and timer while live; mark button while live".
  CONTEST: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'finished', DISCUSS: 'finished', TOP_PERFORMERS: 'live' },
    features: {
      hints: 'finished',
      suggestEdit: 'finished',
      rate: 'finished',
      finishButton: 'live',
      timer: 'live',
      markButton: 'live',
    },
  },
  // "same pattern as contest; solution locked while live" (locked: hidden until the test is over).
  MOCK_TEST: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'finished', DISCUSS: 'finished', TOP_PERFORMERS: 'live' },
    features: {
      hints: 'finished',
      suggestEdit: 'finished',
      rate: 'finished',
      finishButton: 'live',
      timer: 'live',
      markButton: 'live',
    },
  },
  // "solutions, discuss, hints, rating off; finish button and timer shown when the solved-state flag is false;
  // side navigation toggle off".
  POTD: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'off', DISCUSS: 'off' },
    features: { hints: 'off', rate: 'off', finishButton: 'unsolved', timer: 'unsolved', sideNavToggle: 'off' },
  },
  // "solution and discuss tabs off".
  CHALLENGE: {
    tabs: { SUBMISSION: 'on', SOLUTION: 'off', DISCUSS: 'off' },
    features: {},
  },
};

export interface ClassroomState {
  /** Contest or test series test: running now. */
  live?: boolean;
  /** Contest or test series test: over. */
  finished?: boolean;
  /** A contest in a special mode keeps its finished-only parts hidden. */
  specialMode?: boolean;
  /** Problem of the day: the solved-state flag. */
  solved?: boolean;
  /** The locked variant (spec 03 §2): next, previous, submit and run disabled. */
  locked?: boolean;
  /** Feature flags; every one off unless set. */
  flags?: ProblemPageFlags;
}

export interface ClassroomView {
  tabs: ClassroomTab[];
  run: ButtonState;
  submit: ButtonState;
  next: ButtonState;
  previous: ButtonState;
  console: ConsoleKind;
  features: Record<ClassroomFeature, boolean>;
}

function applies(rule: Rule, state: ClassroomState): boolean {
  switch (rule) {
    case 'on':
      return true;
    case 'off':
      return false;
    case 'live':
      return state.live === true;
    case 'finished':
      return state.finished === true && state.specialMode !== true;
    case 'unsolved':
      return state.solved !== true;
  }
}

function button(available: boolean, locked: boolean): ButtonState {
  if (!available) return 'UNAVAILABLE';
  return locked ? 'DISABLED' : 'ENABLED';
}

/** The tabs, buttons, console and features of one classroom: context x problem type x state. */
export function classroomView(
  context: ClassroomContext,
  problemType: ProblemType,
  state: ClassroomState = {},
): ClassroomView {
  const base = TYPE_DEFAULTS[problemType];
  const row = CONTEXT_ROWS[context];
  const locked = state.locked === true;

  const shown = new Set<ClassroomTab>(base.tabs);
  for (const tab of base.optionalTabs) {
    const rule = row.tabs[tab];
    if (rule === undefined) continue;
    if (applies(rule, state)) shown.add(tab);
    else shown.delete(tab);
  }

  const features = {} as Record<ClassroomFeature, boolean>;
  for (const feature of CLASSROOM_FEATURES) {
    const rule = row.features[feature];
    const flag = FEATURE_FLAG[feature];
    const fallback = feature === 'hints' ? base.hints : flag !== undefined && state.flags?.[flag] === true;
    features[feature] = base.interactive && (rule === undefined ? fallback : applies(rule, state));
  }

  const navigable = context !== 'PROBLEM';
  return {
    // Keep the spec's tab order whatever order the layers added them in.
    tabs: CLASSROOM_TABS.filter((tab) => shown.has(tab)),
    run: button(base.run, locked),
    submit: button(base.submit, locked),
    next: button(navigable, locked),
    previous: button(navigable, locked),
    console: base.console,
    features,
  };
}
