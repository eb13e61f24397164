/**
 * Where a toast may go without covering what the user is about to press. A toast sits at the top
 * or the bottom of the screen; it takes the side where it covers neither the control just used
 * nor any visible primary action (a submit button, a contained button, `data-primary-action`).
 */
export type ToastSide = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What counts as a primary action on screen. */
export const PRIMARY_ACTION_SELECTOR = 'button[type="submit"], .MuiButton-contained, [data-primary-action]';

/** The space a toast takes: generous, so a two-line message is covered too. */
export const TOAST_HEIGHT = 132;
export const TOAST_WIDTH = 440;
/** From the edge of the screen: the top one sits under the top bar on wider screens. */
export const TOAST_OFFSET = { phone: { top: 8, bottom: 8 }, wide: { top: 76, bottom: 24 } } as const;

interface Viewport {
  width: number;
  height: number;
}

/** The box a toast takes on `side`: the full width on phones, the right-hand corner on wider screens. */
export function toastBox(side: ToastSide, viewport: Viewport, phone: boolean): Box {
  const offset = phone ? TOAST_OFFSET.phone : TOAST_OFFSET.wide;
  const vertical =
    side === 'top'
      ? { top: offset.top, bottom: offset.top + TOAST_HEIGHT }
      : { top: viewport.height - offset.bottom - TOAST_HEIGHT, bottom: viewport.height - offset.bottom };
  const horizontal = phone ? { left: 0, right: viewport.width } : { left: viewport.width - 24 - TOAST_WIDTH, right: viewport.width - 24 };
  return { ...vertical, ...horizontal };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The side for a toast: the usual one (top on phones, where actions sit at the bottom; bottom on
 * wider screens) unless it covers one of `obstacles` and the other side covers less.
 */
export function chooseToastSide(obstacles: Box[], viewport: Viewport, phone: boolean): ToastSide {
  const usual: ToastSide = phone ? 'top' : 'bottom';
  const other: ToastSide = usual === 'top' ? 'bottom' : 'top';
  const covered = (side: ToastSide) => obstacles.reduce((sum, box) => sum + overlap(toastBox(side, viewport, phone), box), 0);
  const usualCover = covered(usual);
  return usualCover > 0 && covered(other) < usualCover ? other : usual;
}

/** The primary actions on screen now, and the control the user just used. */
export function obstaclesOnScreen(doc: Document = document): Box[] {
  const elements = new Set<Element>(doc.querySelectorAll(PRIMARY_ACTION_SELECTOR));
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) elements.add(active);
  return [...elements].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
}
