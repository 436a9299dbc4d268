/**
 * Ship labels on screen: never smaller than LABEL_MIN_PX, and stacked so that none covers another. The labels
 * register here; LabelLayout sizes and places them before every frame.
 */
import type { Sprite } from 'three';

/** Smallest height of a label on screen, CSS px; its text is half that (so at least 15 px). */
export const LABEL_MIN_PX = 30;
/** Share of a label's height its text takes (proceduralTextures.ts draws the font at half the height). */
export const LABEL_FONT_SHARE = 0.5;
/** Gap kept between stacked labels and between a label and its anchor, px. */
const GAP_PX = 2;

/** A label drawn in the scene. */
export interface RegisteredLabel {
  sprite: Sprite;
  text: string;
  /** Height in table mm when that is larger on screen than LABEL_MIN_PX. */
  sizeMm: number;
  /** Width / height of its texture. */
  aspect: number;
}

/** Where a label was drawn in the last frame, canvas CSS px. */
export interface LabelBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  fontPx: number;
}

/** Every label mounted now. */
export const labelRegistry = new Set<RegisteredLabel>();

/** A label to place: its anchor on screen (px) and its size (px). */
export interface LabelToPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How far above its anchor (px) each label's bottom edge goes so that no two overlap: labels lower on the
 * screen (nearer the viewer) keep their place, the ones behind them climb above whatever they would cover.
 */
export function stackLabels(labels: readonly LabelToPlace[]): number[] {
  const lifts = labels.map(() => GAP_PX);
  const order = labels.map((_, i) => i).sort((a, b) => (labels[b]?.y ?? 0) - (labels[a]?.y ?? 0));
  const placed: { left: number; right: number; top: number; bottom: number }[] = [];
  for (const i of order) {
    const l = labels[i];
    if (!l) continue;
    const left = l.x - l.width / 2;
    const right = l.x + l.width / 2;
    let bottom = l.y - GAP_PX;
    for (let guard = 0; guard < labels.length + 1; guard++) {
      const hit = placed.find(
        (p) => p.left < right && p.right > left && p.top < bottom && p.bottom > bottom - l.height,
      );
      if (!hit) break;
      bottom = hit.top - GAP_PX;
    }
    placed.push({ left, right, top: bottom - l.height, bottom });
    lifts[i] = l.y - bottom;
  }
  return lifts;
}
