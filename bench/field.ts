/**
 * Seeded crowded fields for the benchmark: obstacles placed by the setup rule (not at range 1 of each other,
 * not at range 1–2 of an edge), then ships dropped into a central box where nothing overlaps, and random
 * maneuvers for them.
 */
import { BASE_SIDE_MM, type BaseSize, PLAY_AREA_MM, RANGE_BAND_MM } from '../src/kernel/constants.ts';
import { piecesOverlapObstacle, piecesSignedSeparation } from '../src/kernel/collide.ts';
import { boundsOf } from '../src/kernel/convex.ts';
import { polygonDistance } from '../src/kernel/distance.ts';
import { basePieces } from '../src/kernel/footprint.ts';
import { allManeuverNames, type Maneuver, parseManeuver } from '../src/kernel/maneuver.ts';
import { placeNamedObstacle, type PlacedObstacle } from '../src/kernel/obstacle.ts';
import { isOutsidePlayArea, type TableState } from '../src/kernel/table.ts';
import type { Rng } from './prng.ts';

/** How a field is laid out. */
export interface FieldSpec {
  /** Base sizes of the ships, in order. */
  sizes: readonly BaseSize[];
  obstacles: number;
  /** Side of the central square the ships are dropped into, mm. */
  shipBoxMm: number;
  /** Smallest gap between two ships at the start, mm (they must not overlap or touch). */
  minShipGapMm: number;
}

/** Eight ships (three large, five small) and six asteroids, ships packed into the middle 420 mm. */
export const CROWDED: FieldSpec = {
  sizes: ['large', 'small', 'small', 'large', 'small', 'small', 'large', 'small'],
  obstacles: 6,
  shipBoxMm: 420,
  minShipGapMm: 1,
};

const ASTEROIDS = Array.from({ length: 12 }, (_, i) => `asteroid-${i + 1}`);

function placeObstacles(rng: Rng, count: number): PlacedObstacle[] {
  const out: PlacedObstacle[] = [];
  const names = [...ASTEROIDS];
  const margin = 2 * RANGE_BAND_MM;
  while (out.length < count) {
    const [shape] = names.splice(rng.int(names.length), 1);
    if (shape === undefined) throw new Error('out of asteroid shapes');
    for (let tries = 0; ; tries++) {
      if (tries > 10_000) throw new Error('could not place the obstacles');
      const o = placeNamedObstacle(`rock-${out.length + 1}`, shape, {
        x: rng.range(margin, PLAY_AREA_MM - margin),
        y: rng.range(margin, PLAY_AREA_MM - margin),
        rotationDeg: rng.range(0, 360),
        flipped: rng.next() < 0.5,
      });
      // Setup rule, with the token's extent: every vertex beyond range 2 of the edges, range 1 between tokens.
      const p = o.polygon;
      let legal = true;
      for (const v of p) legal &&= v > margin && v < PLAY_AREA_MM - margin;
      for (const other of out) if (legal && polygonDistance(o.polygon, other.polygon) <= RANGE_BAND_MM) legal = false;
      if (legal) {
        out.push(o);
        break;
      }
    }
  }
  return out;
}

/** A legal crowded table: no ship overlaps a ship or an obstacle, nobody is off the table. */
export function crowdedField(rng: Rng, spec: FieldSpec = CROWDED): TableState {
  const table: TableState = {
    widthMm: PLAY_AREA_MM,
    heightMm: PLAY_AREA_MM,
    ships: [],
    obstacles: placeObstacles(rng, spec.obstacles),
  };
  const lo = (PLAY_AREA_MM - spec.shipBoxMm) / 2;
  for (const size of spec.sizes) {
    const half = BASE_SIDE_MM[size] / 2;
    for (let tries = 0; ; tries++) {
      if (tries > 100_000) throw new Error('could not place the ships; the box is too small');
      const pose = {
        x: rng.range(lo + half, lo + spec.shipBoxMm - half),
        y: rng.range(lo + half, lo + spec.shipBoxMm - half),
        headingDeg: rng.range(0, 360),
      };
      if (isOutsidePlayArea(table, pose, size)) continue;
      const pieces = basePieces(pose, size, true);
      const bounds = pieces.map(boundsOf);
      const clear =
        table.obstacles.every((o) => !piecesOverlapObstacle(pieces, o)) &&
        table.ships.every((s) => {
          const other = basePieces(s.pose, s.size, true);
          return piecesSignedSeparation(pieces, bounds, other, other.map(boundsOf)) >= spec.minShipGapMm;
        });
      if (clear) {
        table.ships.push({ id: `ship-${table.ships.length + 1}`, size, pose });
        break;
      }
    }
  }
  return table;
}

/** Every moving maneuver (not stationary), parsed. */
export const MOVING_MANEUVERS: readonly Maneuver[] = allManeuverNames()
  .map((n) => parseManeuver(n))
  .filter((m): m is Maneuver => m !== null && m.bearing !== 'stationary');

/** A random maneuver of one ship on one field. */
export interface Move {
  field: number;
  ship: number;
  maneuver: Maneuver;
}

/** `count` random moves on each field. */
export function randomMoves(rng: Rng, fields: readonly TableState[], count: number): Move[] {
  const out: Move[] = [];
  fields.forEach((table, field) => {
    for (let i = 0; i < count; i++) {
      out.push({ field, ship: rng.int(table.ships.length), maneuver: rng.pick(MOVING_MANEUVERS) });
    }
  });
  return out;
}
