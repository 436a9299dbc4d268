/** Obstacles and a grid map's terrain as items the default views frame whole (shipFraming.ts, framingStages.ts). */
import type { TimelineGrid } from '../battle/timeline.ts';
import type { PlacedObstacle } from '../kernel/index.ts';
import { polygonFootprint } from './footprints.ts';
import { PLANET_LOOK, planetOver } from './fullthrust/terrainGeometry.ts';
import type { FramedItem } from './shipFraming.ts';

/** Highest a drifting rock over an asteroid square reaches, mm (terrainGeometry.ts: centres up to 22, radius 7). */
const ROCKS_TOP_MM = 29;

/**
 * A grid map's terrain as framed items: each asteroid square, and the planet whole with its ring, so the default
 * views never cut the map's features at the canvas edge (a Full Thrust planet sits near a corner).
 */
export function terrainItems(grid: TimelineGrid | undefined): FramedItem[] {
  if (grid?.kind !== 'square') return [];
  const half = grid.cellMm / 2;
  const items: FramedItem[] = grid.blocked
    .filter((b) => b.kind === 'asteroid')
    .map((b) => ({
      x: (b.col + 0.5) * grid.cellMm,
      y: (b.row + 0.5) * grid.cellMm,
      halfMm: half,
      topMm: ROCKS_TOP_MM,
    }));
  const planet = planetOver(grid);
  if (planet)
    items.push({
      x: planet.x,
      y: planet.y,
      halfMm: planet.r * PLANET_LOOK.ring,
      topMm: planet.r * (PLANET_LOOK.centreUp + PLANET_LOOK.sphere),
    });
  return items;
}

/** Highest an asteroid's boulders reach above the mat, mm (obstacleGeometry.ts: a 7 mm slab, boulders up to 14 mm). */
const OBSTACLE_FRAMED_TOP_MM = 22;

/**
 * The obstacles on the mat as framed items, each the box round its outline up to its rocks' top, so the opening
 * view keeps every asteroid and debris cloud whole and clear of the panels (one at the near edge was cut by the
 * window's bottom at 1280 × 720).
 */
export function obstacleItems(obstacles: readonly Pick<PlacedObstacle, 'polygon'>[]): FramedItem[] {
  return obstacles.map((o) => {
    const f = polygonFootprint(o.polygon);
    return { x: f.x, y: f.y, halfMm: f.halfX, halfYMm: f.halfY, topMm: OBSTACLE_FRAMED_TOP_MM };
  });
}
