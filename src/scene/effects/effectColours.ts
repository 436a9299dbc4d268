/**
 * The colours of the effects, linear RGB. Values above 1 are brighter than white: with post-processing on they
 * are what blooms (the bloom threshold sits above anything the lights make of the mat and hulls), and tone
 * mapping brings them back on screen as white-hot cores with coloured edges.
 */
import type { BoltColour } from './unitAnchors.ts';

/** An RGB triple, linear. */
export type Rgb = readonly [number, number, number];

/** Laser bolts: a white-hot core and a wider coloured halo, by colour. */
export const BOLT_CORE: Readonly<Record<BoltColour, Rgb>> = { red: [9, 1.2, 0.8], green: [1.2, 9, 1.4] };
export const BOLT_HALO: Readonly<Record<BoltColour, Rgb>> = { red: [1.6, 0.06, 0.03], green: [0.1, 1.5, 0.15] };
/** The faint targeting line of an attack under way, by colour. */
export const AIM_LINE: Readonly<Record<BoltColour, Rgb>> = { red: [0.45, 0.03, 0.02], green: [0.03, 0.4, 0.05] };
/** The flash where a bolt strikes. */
export const IMPACT: Rgb = [6, 4, 2.4];
/** Hull-hit sparks: hot white-yellow cooling to orange. */
export const SPARK_HOT: Rgb = [6, 4.2, 1.8];
export const SPARK_COOL: Rgb = [2.2, 0.5, 0.08];
/** The shield flare's blue. */
export const SHIELD: Rgb = [0.25, 0.75, 2.2];
