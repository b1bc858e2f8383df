import { describe, expect, it } from 'vitest';
import { collectToastObstacles, placeToasts, TOAST_GAP, type Box } from './toast-placement.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
const header = (width: number) => box(0, 0, width, 56);

describe('toast placement (issue 21: toasts overlapped the header and open popovers)', () => {
  it('goes below the header, at the right edge', () => {
    expect(placeToasts(DESKTOP, [header(1280)])).toEqual({ top: 56 + TOAST_GAP / 2, right: TOAST_GAP });
    expect(placeToasts(PHONE, [header(375)]).top).toBe(64);
  });

  it('keeps the top corner where there is no top bar', () => {
    expect(placeToasts(DESKTOP, [])).toEqual({ top: TOAST_GAP, right: TOAST_GAP });
  });

  it('goes below an open popover in its column (the profile menu, the EXP dropdown)', () => {
    const menu = box(1000, 60, 1270, 420);
    expect(placeToasts(DESKTOP, [header(1280), menu]).top).toBe(428);
  });

  it('ignores a popover away from its column', () => {
    const practiceMenu = box(300, 60, 640, 400);
    expect(placeToasts(DESKTOP, [header(1280), practiceMenu]).top).toBe(64);
  });

  it('moves left of a drawer that runs down the right side, and stays below the header', () => {
    const drawer = box(920, 0, 1280, 800);
    expect(placeToasts(DESKTOP, [header(1280), drawer])).toEqual({ top: 64, right: 1280 - 920 + TOAST_GAP });
  });

  it('on a phone, where a full-width drawer leaves no room beside it, stays below the header', () => {
    const drawer = box(0, 0, 375, 740);
    expect(placeToasts(PHONE, [header(375), drawer])).toEqual({ top: 64, right: TOAST_GAP });
  });

  it('does not go below a bottom sheet', () => {
    const sheet = box(0, 400, 375, 740);
    expect(placeToasts(PHONE, [header(375), sheet]).top).toBe(64);
  });
});

describe('what counts as an obstacle on the page', () => {
  function rect(el: HTMLElement, b: Box) {
    el.getBoundingClientRect = () =>
      ({ ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top }) as DOMRect;
  }

  it('a top bar and an open popover count; a centred modal dialog and a header inside the page do not', () => {
    document.body.innerHTML = `
      <header id="bar"></header>
      <main><header id="inner"></header></main>
      <div data-radix-popper-content-wrapper id="pop"></div>
      <div role="dialog" data-state="open" id="modal"></div>`;
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1280, configurable: true });
    const get = (id: string) => document.getElementById(id)!;
    rect(get('bar'), header(1280));
    rect(get('inner'), box(24, 300, 1256, 380));
    rect(get('pop'), box(1000, 60, 1270, 420));
    rect(get('modal'), box(417, 100, 862, 700));
    expect(collectToastObstacles()).toEqual([header(1280), box(1000, 60, 1270, 420)]);
    document.body.innerHTML = '';
  });
});
