/**
 * Scenario files (X-Wing 1st edition): ships, obstacles, moves to resolve and measurements to take, as the
 * scenario contract describes (README, "Scenario files"). Units: mm and degrees counter-clockwise from +x;
 * a ship's x, y is its base centre. Validation names the JSON path of the first problem.
 */
import { z } from 'zod';
import {
  emptyTable,
  isMoveAction,
  isObstacleShape,
  isSimplePolygon,
  OBSTACLE_SHAPES_EXPECTED,
  obstacleFromPolygon,
  parseManeuver,
  placeNamedObstacle,
  placeOutline,
  type TableState,
} from '../../../kernel/index.ts';
import { idSchema, nameSchema } from '../../../battle/idSchemas.ts';
import { checkInput, InputError, type InputProblem, parseJsonText } from '../../../battle/validationError.ts';
import { angleDeg, lengthMm, listOf, MAX_POSITION_MM, positionMm } from '../../../battle/limits.ts';

/**
 * How big a scenario may be (README, "Limits"): at these limits `resolve` and `measure` answer in a few
 * seconds. A polygon's vertices are checked pairwise for crossings, hence their own, smaller limit.
 */
export const SCENARIO_LIMITS = {
  ships: 200,
  obstacles: 100,
  polygonVertices: 64,
  moves: 1_000,
  measurements: 1_000,
  /** The play area's sides, mm: as far as positions reach. */
  playAreaMm: MAX_POSITION_MM,
} as const;

const shipSchema = z.strictObject({
  id: idSchema,
  size: z.enum(['small', 'large']),
  x: positionMm(),
  y: positionMm(),
  heading: angleDeg(),
  /** Optional xwing-data ship name (e.g. "X-wing"), used by the viewer to pick a model. */
  ship: z.string().optional(),
  /** Optional faction, used by the viewer for colours and fallback models. */
  faction: z.enum(['rebel', 'imperial', 'scum', 'resistance', 'first-order']).optional(),
  /** Optional display name. */
  name: nameSchema().optional(),
});

const obstacleSchema = z.strictObject({
  id: idSchema,
  shape: z.string().optional(),
  polygon: listOf(z.tuple([positionMm(), positionMm()]), SCENARIO_LIMITS.polygonVertices, 'vertices')
    .min(3)
    .optional(),
  /** Kind of an inline polygon: asteroid unless given. */
  kind: z.enum(['asteroid', 'debris']).optional(),
  x: positionMm(),
  y: positionMm(),
  rotation: angleDeg().optional(),
  flipped: z.boolean().optional(),
});

const moveSchema = z.strictObject({
  ship: z.string(),
  maneuver: z.string(),
  slide: positionMm().optional(),
});

const measureSchema = z.strictObject({ from: z.string(), to: z.string() });

/** The schema of a scenario file as written (before cross-reference checks). */
export const scenarioSchema = z.strictObject({
  ruleset: z.literal('xwing-1e').optional(),
  playArea: z
    .strictObject({ width: lengthMm(SCENARIO_LIMITS.playAreaMm), height: lengthMm(SCENARIO_LIMITS.playAreaMm) })
    .optional(),
  ships: listOf(shipSchema, SCENARIO_LIMITS.ships, 'ships'),
  obstacles: listOf(obstacleSchema, SCENARIO_LIMITS.obstacles, 'obstacles').optional(),
  moves: listOf(moveSchema, SCENARIO_LIMITS.moves, 'moves').optional(),
  measure: listOf(measureSchema, SCENARIO_LIMITS.measurements, 'measurements').optional(),
});

/** A scenario file as parsed. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** One ship of a scenario. */
export type ScenarioShip = Scenario['ships'][number];
/** One obstacle of a scenario. */
export type ScenarioObstacle = NonNullable<Scenario['obstacles']>[number];

/** Maneuvers and actions that take a `slide`. */
const SLIDING = /^(tallon-|barrel-roll-|decloak-(left|right))/;

/** Checks what the schema cannot: unique ids, known shapes and names, references, simple polygons. */
function crossCheck(s: Scenario): InputProblem[] {
  const problems: InputProblem[] = [];
  const shipIds = new Map<string, number>();
  s.ships.forEach((ship, i) => {
    if (shipIds.has(ship.id)) problems.push({ path: `ships[${i}].id`, message: `duplicate ship id "${ship.id}"` });
    shipIds.set(ship.id, i);
  });
  const obstacleIds = new Set<string>();
  (s.obstacles ?? []).forEach((o, i) => {
    const at = `obstacles[${i}]`;
    if (obstacleIds.has(o.id) || shipIds.has(o.id)) {
      problems.push({
        path: `${at}.id`,
        message: `duplicate id "${o.id}" (ids must be unique across ships and obstacles)`,
      });
    }
    obstacleIds.add(o.id);
    if ((o.shape === undefined) === (o.polygon === undefined)) {
      problems.push({ path: at, message: 'expected exactly one of "shape" or "polygon"' });
    } else if (o.shape !== undefined && !isObstacleShape(o.shape)) {
      problems.push({
        path: `${at}.shape`,
        message: `expected ${OBSTACLE_SHAPES_EXPECTED}, got ${JSON.stringify(o.shape)}`,
      });
    } else if (o.polygon && !isSimplePolygon(placeOutline(o.polygon, { x: 0, y: 0 }))) {
      problems.push({ path: `${at}.polygon`, message: 'expected a simple polygon (edges must not cross), with area' });
    }
    if (o.kind !== undefined && o.shape !== undefined) {
      problems.push({
        path: `${at}.kind`,
        message: 'only an inline "polygon" takes a kind; a named shape has its own',
      });
    }
  });
  (s.moves ?? []).forEach((m, i) => {
    const at = `moves[${i}]`;
    if (!shipIds.has(m.ship))
      problems.push({ path: `${at}.ship`, message: `expected the id of a ship, got ${JSON.stringify(m.ship)}` });
    if (!parseManeuver(m.maneuver) && !isMoveAction(m.maneuver)) {
      problems.push({
        path: `${at}.maneuver`,
        message: `expected a maneuver such as "bank-left-2" or an action such as "barrel-roll-left", got ${JSON.stringify(m.maneuver)}`,
      });
    } else if (m.slide !== undefined && !SLIDING.test(m.maneuver)) {
      problems.push({
        path: `${at}.slide`,
        message: 'only Tallon rolls, barrel rolls and sideways decloaks take a slide',
      });
    }
  });
  (s.measure ?? []).forEach((m, i) => {
    const at = `measure[${i}]`;
    if (!shipIds.has(m.from))
      problems.push({ path: `${at}.from`, message: `expected the id of a ship, got ${JSON.stringify(m.from)}` });
    if (!shipIds.has(m.to) && !obstacleIds.has(m.to)) {
      problems.push({
        path: `${at}.to`,
        message: `expected the id of a ship or obstacle, got ${JSON.stringify(m.to)}`,
      });
    }
  });
  return problems;
}

/** Every problem in a scenario value (schema first, then cross references); empty when it is valid. */
export function scenarioProblems(value: unknown): InputProblem[] {
  const r = checkInput(scenarioSchema, value);
  return r.success ? crossCheck(r.data) : r.problems;
}

/** Validates a parsed JSON value as a scenario; throws an InputError naming the first problem's path. */
export function parseScenario(value: unknown): Scenario {
  const r = checkInput(scenarioSchema, value);
  if (!r.success) throw new InputError(r.problems);
  const problems = crossCheck(r.data);
  if (problems.length) throw new InputError(problems);
  return r.data;
}

/** Parses scenario JSON text; throws an InputError for bad JSON or a bad field. */
export function parseScenarioText(text: string): Scenario {
  return parseScenario(parseJsonText(text));
}

/** The kernel's table for a scenario: ships at their poses, obstacles placed. */
export function tableOfScenario(s: Scenario): TableState {
  const table = emptyTable();
  if (s.playArea) {
    table.widthMm = s.playArea.width;
    table.heightMm = s.playArea.height;
  }
  table.ships = s.ships.map((ship) => ({
    id: ship.id,
    size: ship.size,
    pose: { x: ship.x, y: ship.y, headingDeg: ship.heading },
  }));
  table.obstacles = (s.obstacles ?? []).map((o) => {
    const placement = { x: o.x, y: o.y, rotationDeg: o.rotation ?? 0, flipped: o.flipped ?? false };
    if (o.shape) return placeNamedObstacle(o.id, o.shape, placement);
    return obstacleFromPolygon(o.id, o.kind ?? 'asteroid', placeOutline(o.polygon ?? [], placement));
  });
  return table;
}

/** A scenario ship's faction: as given, else guessed from its ship name, else neutral. */
export function scenarioFaction(
  ship: Pick<ScenarioShip, 'faction' | 'ship'>,
): NonNullable<ScenarioShip['faction']> | 'neutral' {
  if (ship.faction) return ship.faction;
  const name = (ship.ship ?? '').toLowerCase();
  if (name.startsWith('tie') || name.includes('lambda') || name.includes('decimator')) return 'imperial';
  if (/x-wing|y-wing|a-wing|b-wing|yt-|hwk|e-wing|k-wing|z-95|arc-170/.test(name)) return 'rebel';
  return 'neutral';
}
