import { describe, expect, it } from 'vitest';
import { actionForValue, menuReducer, valueForState } from './menu-state.ts';

describe('menuReducer', () => {
  it('opens one menu at a time', () => {
    let state = menuReducer('CLOSED', { type: 'open', menu: 'LEARN' });
    expect(state).toBe('LEARN');
    state = menuReducer(state, { type: 'open', menu: 'RESOURCES' });
    expect(state).toBe('RESOURCES');
  });

  it('closes on leave, on a selection and on navigation', () => {
    expect(menuReducer('PRACTICE', { type: 'close' })).toBe('CLOSED');
    expect(menuReducer('INTERVIEW_PREP', { type: 'select' })).toBe('CLOSED');
    expect(menuReducer('CONTEST', { type: 'navigate' })).toBe('CLOSED');
    expect(menuReducer('CLOSED', { type: 'close' })).toBe('CLOSED');
  });

  it('toggles the same menu shut and switches to another', () => {
    expect(menuReducer('CONTEST', { type: 'toggle', menu: 'CONTEST' })).toBe('CLOSED');
    expect(menuReducer('CONTEST', { type: 'toggle', menu: 'LEARN' })).toBe('LEARN');
    expect(menuReducer('CLOSED', { type: 'toggle', menu: 'PRACTICE' })).toBe('PRACTICE');
  });
});

describe('Radix value mapping', () => {
  it('maps item values to open actions and anything else to close', () => {
    expect(actionForValue('RESOURCES')).toEqual({ type: 'open', menu: 'RESOURCES' });
    expect(actionForValue('')).toEqual({ type: 'close' });
    expect(actionForValue('SOMETHING')).toEqual({ type: 'close' });
  });

  it('maps CLOSED to the empty value', () => {
    expect(valueForState('CLOSED')).toBe('');
    expect(valueForState('PRACTICE')).toBe('PRACTICE');
  });
});
