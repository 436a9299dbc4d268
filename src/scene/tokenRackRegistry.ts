/**
 * The HTML overlays LabelLayout places with the ship labels, clear of them and of the ships: the token racks beside
 * the ships and the damage numbers over a hit ship. Each has its element (positioned by LabelLayout every frame),
 * the ship it belongs to and the anchor object whose visibility says whether it is shown.
 */
import type { Object3D } from 'three';

/** A ship's rack of token chips, as LabelLayout places it. */
export interface RegisteredRack {
  /** The ship's id (its footprint's `shipId`). */
  unit: string;
  /** Visible while the ship is drawn and has markers to show (null until mounted). */
  anchor: { readonly current: Object3D | null };
  /** The chips' container, absolutely positioned in the canvas's container. */
  el: HTMLDivElement;
  /** What the chips say, for the test hooks ("tokens: focus, Damaged Sensor Array"). */
  text: string;
  /**
   * Where it stands by default: `beside` its ship (right of its box; token racks) or `above` it (damage numbers,
   * placed before the racks, and over the anchor where the ship is no longer drawn).
   */
  at?: 'beside' | 'above';
  /** Its text's size, px, for the test hooks (the chips' 14 px when not given). */
  fontPx?: number;
}

/** Every rack mounted now. */
export const rackRegistry = new Set<RegisteredRack>();
