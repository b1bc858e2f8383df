/**
 * The header's dropdown state machine (spec 01 "Navigation menu groups"): CLOSED or exactly one open menu. Hover
 * and keyboard open a menu, leaving or Escape closes it, choosing an item closes it, navigating closes it.
 */
import type { MenuId, MenuState } from '@katana/shared/navigation';

export type MenuAction =
  | { type: 'open'; menu: MenuId }
  | { type: 'toggle'; menu: MenuId }
  | { type: 'close' }
  | { type: 'select' }
  | { type: 'navigate' };

const MENU_IDS: ReadonlySet<string> = new Set<MenuId>([
  'LEARN',
  'CONTEST',
  'INTERVIEW_PREP',
  'PRACTICE',
  'RESOURCES',
]);

export function isMenuId(value: string): value is MenuId {
  return MENU_IDS.has(value);
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return action.menu;
    case 'toggle':
      return state === action.menu ? 'CLOSED' : action.menu;
    case 'close':
    case 'select':
    case 'navigate':
      return 'CLOSED';
  }
}

/** Radix NavigationMenu speaks in item values, '' meaning none open; this maps its changes onto the reducer. */
export function actionForValue(value: string): MenuAction {
  return isMenuId(value) ? { type: 'open', menu: value } : { type: 'close' };
}

export function valueForState(state: MenuState): string {
  return state === 'CLOSED' ? '' : state;
}
