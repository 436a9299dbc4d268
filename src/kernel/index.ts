/**
 * The X-Wing 1st-edition geometry kernel: exact templates, motion, bumps, obstacles, actions, range, arcs and
 * obstruction. Pure 2D geometry in table millimetres and degrees; imports no rendering or state library.
 */
export * from './constants.ts';
export * from './flat.ts';
export * from './pose.ts';
export * from './maneuver.ts';
export * from './path.ts';
export * from './placement.ts';
export * from './template.ts';
export * from './footprint.ts';
export * from './obstacle.ts';
export * from './obstacleOutlines.ts';
export * from './table.ts';
export * from './resolve.ts';
export * from './broadPhase.ts';
export * from './actions.ts';
export * from './laidTemplate.ts';
export * from './arcs.ts';
export * from './range.ts';
export * from './obstruction.ts';
export * from './setup.ts';
export type { Interval } from './intervals.ts';
export type { AnnularSector } from './sector.ts';
export type { ConvexPolygon } from './convex.ts';
