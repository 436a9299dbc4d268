/**
 * The token racks drawn beside the ships, for LabelLayout to place with the ship labels: each rack's HTML element
 * (positioned by LabelLayout every frame), the ship it belongs to and the anchor object whose visibility says
 * whether it is shown.
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
}

/** Every rack mounted now. */
export const rackRegistry = new Set<RegisteredRack>();
