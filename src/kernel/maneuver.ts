/**
 * Maneuver and action names as written in scenario files (`bank-left-2`, `tallon-right-3`, `barrel-roll-left`).
 */

/** The template families a maneuver can use. */
export type Bearing = 'straight' | 'bank' | 'turn' | 'koiogran' | 'segnor' | 'tallon' | 'stationary';

/** Which way a curved maneuver goes; null for straight, Koiogran and stationary. */
export type Side = 'left' | 'right' | null;

/** A parsed maneuver: bearing, direction and speed. */
export interface Maneuver {
  bearing: Bearing;
  side: Side;
  speed: number;
}

/** The actions that move a ship, by their scenario-file names. */
export type MoveActionName =
  | 'barrel-roll-left'
  | 'barrel-roll-right'
  | 'boost-straight'
  | 'boost-bank-left'
  | 'boost-bank-right'
  | 'decloak-left'
  | 'decloak-right'
  | 'decloak-forward';

/** Every action name accepted where a move is expected. */
export const MOVE_ACTION_NAMES: readonly MoveActionName[] = [
  'barrel-roll-left',
  'barrel-roll-right',
  'boost-straight',
  'boost-bank-left',
  'boost-bank-right',
  'decloak-left',
  'decloak-right',
  'decloak-forward',
];

/**
 * The template each moving action uses (rules: BARREL ROLL, BOOST, CLOAK): a forward action flies a maneuver's
 * template (boost: straight 1 or bank 1; decloak forward: straight 2); a sideways one lays a straight template
 * against the base's side (barrel roll: straight 1; decloak left or right: straight 2). The one table of it: the
 * kernel's actions, the rules engine, the scenario route, the dispute verdicts and the viewer all read it here.
 */
export type ActionTemplate =
  | { kind: 'forward'; maneuver: Maneuver }
  | { kind: 'sideways'; side: 'left' | 'right'; straightSpeed: 1 | 2 };

const forward = (bearing: 'straight' | 'bank', side: Side, speed: number): ActionTemplate => ({
  kind: 'forward',
  maneuver: { bearing, side, speed },
});

/** Every moving action's template. */
export const ACTION_TEMPLATES: Readonly<Record<MoveActionName, ActionTemplate>> = {
  'barrel-roll-left': { kind: 'sideways', side: 'left', straightSpeed: 1 },
  'barrel-roll-right': { kind: 'sideways', side: 'right', straightSpeed: 1 },
  'boost-straight': forward('straight', null, 1),
  'boost-bank-left': forward('bank', 'left', 1),
  'boost-bank-right': forward('bank', 'right', 1),
  'decloak-left': { kind: 'sideways', side: 'left', straightSpeed: 2 },
  'decloak-right': { kind: 'sideways', side: 'right', straightSpeed: 2 },
  'decloak-forward': forward('straight', null, 2),
};

/** Highest speed of each bearing (stationary is always 0). */
const MAX_SPEED: Readonly<Record<Bearing, number>> = {
  straight: 5,
  koiogran: 5,
  bank: 3,
  segnor: 3,
  turn: 3,
  tallon: 3,
  stationary: 0,
};

const SIDED: ReadonlySet<Bearing> = new Set(['bank', 'turn', 'segnor', 'tallon']);

/** Parses `bearing[-side]-speed`; returns null when the name is not a maneuver. */
export function parseManeuver(name: string): Maneuver | null {
  const m = /^(straight|bank|turn|koiogran|segnor|tallon|stationary)(?:-(left|right))?-(\d)$/.exec(name);
  if (!m) return null;
  const bearing = m[1] as Bearing;
  const side = (m[2] ?? null) as Side;
  const speed = Number(m[3]);
  if (SIDED.has(bearing) !== (side !== null)) return null;
  if (bearing === 'stationary') return speed === 0 ? { bearing, side, speed } : null;
  if (speed < 1 || speed > MAX_SPEED[bearing]) return null;
  return { bearing, side, speed };
}

/** Writes a maneuver back as its scenario-file name. */
export function maneuverName(m: Maneuver): string {
  return m.side ? `${m.bearing}-${m.side}-${m.speed}` : `${m.bearing}-${m.speed}`;
}

/** Every maneuver name the kernel knows, in a stable order. */
export function allManeuverNames(): string[] {
  const names: string[] = [];
  for (const bearing of ['straight', 'koiogran', 'bank', 'turn', 'segnor', 'tallon'] as Bearing[]) {
    for (let speed = 1; speed <= MAX_SPEED[bearing]; speed++) {
      if (SIDED.has(bearing)) {
        names.push(`${bearing}-left-${speed}`, `${bearing}-right-${speed}`);
      } else names.push(`${bearing}-${speed}`);
    }
  }
  names.push('stationary-0');
  return names;
}

/** True when the name is a moving action rather than a maneuver. */
export function isMoveAction(name: string): name is MoveActionName {
  return (MOVE_ACTION_NAMES as readonly string[]).includes(name);
}
