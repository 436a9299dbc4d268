/**
 * The static geometry of a square grid's blocked squares, merged so the whole map draws in a few calls: every
 * asteroid rock in one geometry and every tinted square in another (its tint in vertex colours).
 */
import {
  BufferGeometry,
  Color,
  DodecahedronGeometry,
  Euler,
  Float32BufferAttribute,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { SquareGrid } from '../../battle/timeline.ts';
import { between, seededRandom } from '../seededRandom.ts';

/** The planet's sphere and ring as shares of its block's half side, and how high its centre stands. */
export const PLANET_LOOK = { centreUp: 0.6, sphere: 0.92, ring: 1.25 };

/** The planet drawn over the planet squares: centre of their block and radius, mm (null when there are none). */
export function planetOver(grid: SquareGrid): { x: number; y: number; r: number } | null {
  const planets = grid.blocked.filter((b) => b.kind === 'planet');
  if (!planets.length) return null;
  const cols = planets.map((p) => p.col);
  const rows = planets.map((p) => p.row);
  const c0 = Math.min(...cols);
  const c1 = Math.max(...cols) + 1;
  const r0 = Math.min(...rows);
  const r1 = Math.max(...rows) + 1;
  const cell = grid.cellMm;
  return { x: ((c0 + c1) / 2) * cell, y: ((r0 + r1) / 2) * cell, r: (Math.min(c1 - c0, r1 - r0) * cell) / 2 };
}

/** Rocks drifting over each asteroid square. */
const ROCKS_PER_SQUARE = 6;

/** A blocked square of the grid. */
type GridBlock = SquareGrid['blocked'][number];

/** Tint of a drawn blocked square by its kind (sRGB); squares of other kinds are not drawn. */
const SQUARE_TINT: Readonly<Record<string, string>> = { planet: '#2f6fb3', asteroid: '#a0643c' };

/** Height of the tinted squares above the mat, mm. */
const SQUARE_HEIGHT_MM = 0.3;

/** One rock's placement: centre (mm), radius and rotation. */
export interface Rock {
  x: number;
  y: number;
  z: number;
  r: number;
  rot: [number, number, number];
}

/** The rocks of the asteroid squares, seeded by each square's place (the same drift on every load). */
export function asteroidRocks(blocked: readonly GridBlock[], cellMm: number): Rock[] {
  const out: Rock[] = [];
  for (const a of blocked) {
    if (a.kind !== 'asteroid') continue;
    const rand = seededRandom(a.col * 131 + a.row * 7919 + 17);
    for (let k = 0; k < ROCKS_PER_SQUARE; k++)
      out.push({
        x: (a.col + between(rand, 0.15, 0.85)) * cellMm,
        y: (a.row + between(rand, 0.15, 0.85)) * cellMm,
        z: between(rand, 4, 22),
        r: between(rand, 2.5, 7),
        rot: [between(rand, 0, 6), between(rand, 0, 6), between(rand, 0, 6)],
      });
  }
  return out;
}

/** Every rock as one geometry in table mm (null when there are none). */
export function rocksGeometry(rocks: readonly Rock[]): BufferGeometry | null {
  if (!rocks.length) return null;
  const q = new Quaternion();
  const one = new Vector3(1, 1, 1);
  const parts = rocks.map((r) => {
    const g = new DodecahedronGeometry(r.r, 0);
    g.applyMatrix4(new Matrix4().compose(new Vector3(r.x, r.y, r.z), q.setFromEuler(new Euler(...r.rot)), one));
    return g;
  });
  return mergeGeometries(parts);
}

/** Every blocked square as one flat geometry in table mm, tinted by kind in vertex colours (null when none). */
export function blockedSquaresGeometry(blocked: readonly GridBlock[], cellMm: number): BufferGeometry | null {
  const shown = blocked.filter((b) => SQUARE_TINT[b.kind] !== undefined);
  if (!shown.length) return null;
  const colour = new Color();
  const parts = shown.map((b) => {
    const g = new PlaneGeometry(cellMm, cellMm);
    g.translate((b.col + 0.5) * cellMm, (b.row + 0.5) * cellMm, SQUARE_HEIGHT_MM);
    // Color converts the sRGB tint to the linear values vertex colours are read as.
    colour.set(SQUARE_TINT[b.kind] ?? '#000000');
    const n = g.getAttribute('position').count;
    g.setAttribute('color', new Float32BufferAttribute(Array.from({ length: n }, () => colour.toArray()).flat(), 3));
    return g;
  });
  return mergeGeometries(parts);
}
