import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { type ViewObstruction, viewObstructionsAtom } from '../state/viewAtoms.ts';

/**
 * Elements that stand over the 3D canvas and that the default camera views keep clear of. Not the dice tray or
 * the shortcuts card: they come and go during playback, and the camera must not move when they do.
 */
const PANEL_SELECTOR = '.panel:not(.dice-tray):not(.help-card), .help-bar, .error-banner';

/** Boxes of the visible panels in `root`, relative to the canvas box `view`; equal lists compare equal. */
function measure(root: HTMLElement, view: DOMRect): ViewObstruction[] {
  const out: ViewObstruction[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(PANEL_SELECTOR)) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    out.push({
      left: Math.round(r.left - view.left),
      top: Math.round(r.top - view.top),
      right: Math.round(r.right - view.left),
      bottom: Math.round(r.bottom - view.top),
    });
  }
  return out;
}

/**
 * Keeps viewObstructionsAtom up to date with the panels over the page's canvas (`.viewport` inside `.app`):
 * measured when the panels or the window change size, or panels come and go.
 */
export function useViewObstructions(): void {
  const set = useSetAtom(viewObstructionsAtom);
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('.app');
    if (!root) return;
    let last = '';
    const update = () => {
      const view = root.querySelector('.viewport')?.getBoundingClientRect() ?? root.getBoundingClientRect();
      const boxes = measure(root, view);
      const key = JSON.stringify(boxes);
      if (key !== last) {
        last = key;
        set(boxes);
      }
    };
    const resize = new ResizeObserver(update);
    const observeAll = () => {
      resize.disconnect();
      resize.observe(root);
      for (const el of root.querySelectorAll(PANEL_SELECTOR)) resize.observe(el);
      update();
    };
    const mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    observeAll();
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [set]);
}
