import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { passingObstructionsAtom, type ViewObstruction, viewObstructionsAtom } from '../state/viewAtoms.ts';

/**
 * Elements that stand over the 3D canvas and that the default camera views keep clear of. Not the dice tray or
 * the shortcuts card: they come and go during playback, and the camera must not move when they do.
 */
const PANEL_SELECTOR = '.panel:not(.dice-tray):not(.help-card), .help-bar, .error-banner';
/** The panels that come and go: labels keep clear of them while they are up. */
const PASSING_SELECTOR = '.panel.dice-tray, .panel.help-card';

/** Boxes of the visible panels in `root`, relative to the canvas box `view`; equal lists compare equal. */
function measure(root: HTMLElement, view: DOMRect, selector: string): ViewObstruction[] {
  const out: ViewObstruction[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(selector)) {
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
 * Keeps viewObstructionsAtom (and passingObstructionsAtom) up to date with the panels over the page's canvas
 * (`.viewport` inside `.app`): measured when the panels or the window change size, or panels come and go.
 */
export function useViewObstructions(): void {
  const set = useSetAtom(viewObstructionsAtom);
  const setPassing = useSetAtom(passingObstructionsAtom);
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('.app');
    if (!root) return;
    let last = '';
    let lastPassing = '';
    const update = () => {
      const view = root.querySelector('.viewport')?.getBoundingClientRect() ?? root.getBoundingClientRect();
      const boxes = measure(root, view, PANEL_SELECTOR);
      const key = JSON.stringify(boxes);
      if (key !== last) {
        last = key;
        set(boxes);
      }
      const passing = measure(root, view, PASSING_SELECTOR);
      const passingKey = JSON.stringify(passing);
      if (passingKey !== lastPassing) {
        lastPassing = passingKey;
        setPassing(passing);
      }
    };
    const resize = new ResizeObserver(update);
    const observeAll = () => {
      resize.disconnect();
      resize.observe(root);
      for (const el of root.querySelectorAll(`${PANEL_SELECTOR}, ${PASSING_SELECTOR}`)) resize.observe(el);
      update();
    };
    const mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    observeAll();
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [set, setPassing]);
}
