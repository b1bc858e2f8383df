/**
 * Where the top-right toast stack goes so that it covers neither the page's top bar (the site header, a classroom's
 * header) nor anything open at the top right (a popover, a dropdown menu, the notification drawer): issue 21. The
 * stack starts below every such obstacle in its column; an obstacle that runs down the whole screen (a side drawer)
 * pushes the stack to its left when there is room, else the stack stays below the top bar.
 */

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastPlacement {
  top: number;
  right: number;
}

/** The stack's distance from the screen's edges and from what it avoids. */
export const TOAST_GAP = 16;
/** The stack's width (360px, less the margins on a phone). */
export function toastWidth(viewportWidth: number): number {
  return Math.min(360, viewportWidth - 2 * TOAST_GAP);
}

const overlaps = (a: Box, left: number, right: number) => a.left < right && a.right > left;

export function placeToasts(
  viewport: { width: number; height: number },
  obstacles: readonly Box[],
): ToastPlacement {
  const width = toastWidth(viewport.width);
  let right = TOAST_GAP;
  // A tall obstacle at the right edge (a drawer): go to its left if the stack fits there.
  for (const o of obstacles) {
    const tall = o.bottom - o.top >= viewport.height * 0.6;
    const column = { left: viewport.width - right - width, right: viewport.width - right };
    if (tall && overlaps(o, column.left, column.right) && o.left - TOAST_GAP - width >= TOAST_GAP) {
      right = viewport.width - o.left + TOAST_GAP;
    }
  }
  const left = viewport.width - right - width;
  let top = TOAST_GAP;
  for (const o of obstacles) {
    if (!overlaps(o, left, viewport.width - right)) continue;
    // What runs down the whole screen, or starts low (a bottom sheet), is not something to go below.
    if (o.bottom - o.top >= viewport.height * 0.6 || o.top > viewport.height * 0.4) continue;
    top = Math.max(top, o.bottom + TOAST_GAP / 2);
  }
  return { top: Math.round(top), right: Math.round(right) };
}

/** Open popovers, menus and dropdowns (Radix popper content, what is marked data-toast-obstacle) and dialogs. */
const OPEN_SELECTORS = [
  '[data-radix-popper-content-wrapper]',
  '[data-toast-obstacle]',
  '[role="dialog"][data-state="open"]',
].join(',');

function visibleBox(el: Element): Box | null {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}

/**
 * The obstacles on screen now: top bars (a <header> that spans most of the width at the very top) and open
 * popovers, menus and drawers near the top. Centred modal dialogs are not obstacles: a toast above a dialog is how
 * its errors show.
 */
export function collectToastObstacles(doc: Document = document): Box[] {
  const width = doc.documentElement.clientWidth;
  const boxes: Box[] = [];
  for (const el of Array.from(doc.querySelectorAll('header'))) {
    const box = visibleBox(el);
    if (box && box.top <= 1 && box.bottom > 0 && box.right - box.left >= width * 0.5) boxes.push(box);
  }
  for (const el of Array.from(doc.querySelectorAll(OPEN_SELECTORS))) {
    const box = visibleBox(el);
    if (!box) continue;
    const sideDrawer = box.right >= width - 1 || box.left <= 1;
    if (el.getAttribute('role') === 'dialog' && !sideDrawer) continue;
    boxes.push(box);
  }
  return boxes;
}
