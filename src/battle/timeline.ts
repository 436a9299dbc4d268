/**
 * The event timeline every rule system produces and the viewer plays: one list of timed events over a fixed
 * roster of units. Nothing here is specific to X-Wing: a hex or square-grid game uses the same events, with
 * its own move paths ('waypoints') and its own token names. Times are seconds on the playback clock; poses
 * are table millimetres and degrees (counter-clockwise from +x), whatever the map.
 */

/** A position on the table: centre in mm, heading in degrees counter-clockwise from +x. */
export interface TimelinePose {
  x: number;
  y: number;
  heading: number;
}

/**
 * A heading in [0, 360) degrees. The kernel's normalizeDeg does the same for its poses; the timeline keeps its
 * own because battle/ imports nothing of the X-Wing kernel.
 */
export function normalizeHeading(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  // -1e-15 % 360 + 360 rounds to 360; keep the half-open range.
  return n >= 360 ? 0 : n;
}

/** A point on the table, mm. */
export type TablePoint = [x: number, y: number];

/** One unit of the battle as the viewer and the overlays need it. */
export interface TimelineUnit {
  id: string;
  /** Display name (pilot name, ship name). */
  name: string;
  /** Which side it fights for: an index into the timeline's `sides`. */
  side: number;
  /** The unit's type for picking a model (e.g. an xwing-data ship xws such as "xwing"). */
  type: string;
  /** Footprint class: X-Wing base size, or a system's own class ('capital', 'squadron', 'counter'). */
  size: string;
  /** Rank that orders activation, shown in overlays (pilot skill in X-Wing). */
  skill?: number;
  hull: number;
  shields: number;
  /** Where the unit starts. */
  pose: TimelinePose;
  /** Free-form extras a system wants to show (faction, ship name, squadron count). */
  info?: Record<string, string | number>;
}

/** A side (player) of the battle. */
export interface TimelineSide {
  name: string;
  faction: string;
}

/**
 * How a move travels, so the viewer can animate the exact path:
 * - 'template': an X-Wing maneuver or forward action executed with the kernel's two-guide model up to
 *   `progress` (1 unless it bumped), then turned by `rotationDeg` (Koiogran/Segnor 180, Tallon ±90 plus slide);
 * - 'slide': a straight sideways placement (barrel roll, decloak) from `from` to `to`;
 * - 'waypoints': a grid game's square-by-square or hex-by-hex path through the listed poses.
 * The templates a 'template' or 'slide' move lays follow from it and the unit's base (the kernel's
 * laidTemplates, read through state/playback/moveTemplates.ts), so the printed timeline does not repeat them.
 */
export type MovePath =
  | {
      kind: 'template';
      maneuver: string;
      size: 'small' | 'large';
      progress: number;
      rotationDeg: number;
      slideMm?: number;
    }
  | { kind: 'slide'; template: string }
  | { kind: 'waypoints'; poses: TimelinePose[] };

/** Every event kind. */
export type TimelineEvent =
  | { kind: 'round'; round: number }
  | { kind: 'phase'; round: number; phase: string }
  | { kind: 'activation'; unit: string }
  | { kind: 'place'; unit: string; pose: TimelinePose }
  | {
      kind: 'obstacle';
      id: string;
      /** Display name: its kind and a short number when there are several ("Asteroid 3", "Debris cloud 1"). */
      name: string;
      shape: string;
      outline: TablePoint[];
      obstacleKind: string;
    }
  | { kind: 'reveal'; unit: string; maneuver: string; difficulty?: string; note?: string }
  | {
      kind: 'move';
      unit: string;
      from: TimelinePose;
      to: TimelinePose;
      path: MovePath;
      /** What the move ran into, for captions and highlighting. */
      bumped?: string[];
      obstaclesHit?: string[];
      fled?: boolean;
    }
  | { kind: 'action'; unit: string; action: string; target?: string; detail?: string }
  | { kind: 'token'; unit: string; token: string; count: number; target?: string }
  | {
      kind: 'attack';
      attacker: string;
      defender: string;
      weapon: string;
      line: [TablePoint, TablePoint];
      range: number;
      obstructed: boolean;
    }
  | {
      kind: 'dice';
      unit: string;
      role: 'attack' | 'defence' | 'effect';
      /** What the roll is for in the system's own words ("gunnery", "fire table"), when the role alone does not say. */
      label?: string;
      /** Faces as rolled, then after modification (same order, canceled dice removed only in 'result'). */
      rolled: string[];
      modified: string[];
      modifications: string[];
    }
  | { kind: 'result'; attacker: string; defender: string; hits: number; crits: number; evades: number; hit: boolean }
  | {
      kind: 'damage';
      unit: string;
      shieldsLost: number;
      cards: { name: string; faceUp: boolean }[];
      hull: number;
      shields: number;
    }
  | { kind: 'destroyed'; unit: string; cause: string }
  | { kind: 'caption'; text: string; unit?: string }
  | {
      kind: 'bomb';
      /** The token's id in the battle (X-Wing: `bomb-1`, `bomb-2`…). */
      id: string;
      /** The token's printed name ("Proximity Mine") and the card that dropped it ("Proximity Mines"). */
      name: string;
      card: string;
      /** The unit that dropped it. */
      unit: string;
      /** Its centre, heading away from the unit that dropped it. */
      pose: TimelinePose;
      /** Its outline on the table (body and guides), mm. */
      outline: TablePoint[];
      /** Whether it is a mine (it detonates when a unit runs over it) rather than a bomb (it goes off where it lies). */
      mine: boolean;
    }
  | {
      kind: 'detonation';
      /** The token that detonates, and its printed name; it leaves the table. */
      id: string;
      name: string;
      /** The units it reaches: the one that moved onto a mine, or every unit within its blast. */
      units: string[];
      /** `overlap`: a unit's base or template overlapped it (a mine); `range`: it went off where it lay (a bomb). */
      cause: 'overlap' | 'range';
    }
  | { kind: 'end'; winner: number | null; reason: string; scores: number[] };

/**
 * Whether a `destroyed` event's cause means the unit left the battle whole rather than being shot down: it fled
 * the battlefield (X-Wing), jumped to hyperspace or left the map (grid games). The viewer shows no explosion.
 */
export function isDeparture(cause: string): boolean {
  return /^(fled|jumped|left)\b/.test(cause);
}

/** An event placed on the playback clock. */
export type TimedEvent = TimelineEvent & { t: number; duration: number };

/**
 * A hex grid printed on the map (Star Warriors): pointy-topped hexes `sizeMm` across the flats, `cols` × `rows`
 * in odd-r offset layout (odd rows shifted half a hex towards +x), hex (0, 0) centred at `originMm`.
 */
export interface HexGrid {
  kind: 'hex';
  sizeMm: number;
  cols: number;
  rows: number;
  orientation: 'pointy';
  originMm: { x: number; y: number };
}

/** A square grid (Full Thrust): square cells of `cellMm`, and the squares that block. */
export interface SquareGrid {
  kind: 'square';
  cellMm: number;
  cols: number;
  rows: number;
  /** Squares holding terrain (e.g. 'asteroid', 'planet'); col along +x, row along +y, from 0. */
  blocked: { col: number; row: number; kind: string }[];
}

/** A grid game's map, for the viewer to draw on the mat. */
export type TimelineGrid = HexGrid | SquareGrid;

/** A whole battle as the viewer plays it. */
export interface Timeline {
  system: string;
  playArea: { width: number; height: number };
  /** The map grid of a grid game (absent for X-Wing's open table). */
  grid?: TimelineGrid;
  sides: TimelineSide[];
  units: TimelineUnit[];
  events: TimedEvent[];
  /** Total length, seconds. */
  duration: number;
}

/** How long each kind of event takes on the playback clock at 1×, seconds. */
export const DEFAULT_DURATION_S: Readonly<Record<TimelineEvent['kind'], number>> = {
  round: 1.5,
  phase: 0.6,
  activation: 0.3,
  place: 0.4,
  obstacle: 0.2,
  reveal: 0.5,
  move: 2,
  action: 0.8,
  token: 0.25,
  attack: 1.2,
  dice: 1.2,
  result: 0.6,
  damage: 0.8,
  destroyed: 1.6,
  caption: 1.2,
  bomb: 0.8,
  detonation: 1.2,
  end: 2,
};

/** Collects events in order and places them back to back on the clock. */
export class TimelineBuilder {
  private readonly events: TimedEvent[] = [];
  private clock = 0;

  /** Appends an event lasting its default duration (or `duration` seconds). */
  push(event: TimelineEvent, duration = DEFAULT_DURATION_S[event.kind]): void {
    this.events.push({ ...event, t: round6(this.clock), duration });
    this.clock += duration;
  }

  /** The finished timeline. */
  build(header: Omit<Timeline, 'events' | 'duration'>): Timeline {
    return { ...header, events: this.events, duration: round6(this.clock) };
  }
}

/** Rounds to a microsecond so that serialised clocks do not carry float noise. */
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
