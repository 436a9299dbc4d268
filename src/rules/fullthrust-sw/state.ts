/**
 * The state of a Full Thrust battle: capital ships with their hull track and systems, fighter squadrons with
 * their craft left, the map, and the dice source. Rule functions mutate one Game value in turn order; the whole
 * game is a pure function of the battle file (its decisions, dice and seed).
 */
import { findOne, itemAt } from '../../battle/lookup.ts';
import { RecordedRound } from '../../battle/recordedRound.ts';
import { Rng, seedRng } from '../../battle/rng.ts';
import type { TimelineEvent } from '../../battle/timeline.ts';
import { TimelineBuilder } from '../../battle/timeline.ts';
import type { CapitalClass, SquadronClass, WeaponKind } from './data/classes.ts';
import type { FtRoundRecord } from './battleFile.ts';
import type { Heading, Square } from './grid.ts';

/** A ship system that threshold checks and ion hits can knock out. */
export interface ShipSystem {
  /** Stable key, e.g. "fireControl-1", "weapon-3" (battery index), "thrust". */
  key: string;
  kind: 'shields' | 'hyperdrive' | 'fireControl' | 'defence' | 'thrust' | 'gravityWell' | 'weapon';
  /** Battery index in the class for weapons and defences. */
  battery?: number;
  weapon?: WeaponKind;
  /** 0 working; 1 out (thrust: 1 half thrust, 2 no thrust). */
  damage: number;
  /** Whether the damage came from ion hits (a blue peg: repairable). */
  ion: boolean;
}

/** A capital ship in play. */
export interface ShipState {
  id: string;
  name: string;
  cls: CapitalClass;
  player: 0 | 1;
  pos: Square;
  heading: Heading;
  speed: number;
  /** Hull boxes marked. */
  hullHits: number;
  systems: ShipSystem[];
  status: 'active' | 'destroyed' | 'jumped' | 'left';
  /** Squadron ids in the hangar. */
  hangar: string[];
  /** Plotted a hyperspace jump this round. */
  jump: boolean;
}

/** A fighter squadron (or hero ship) in play. */
export interface SquadronState {
  id: string;
  name: string;
  cls: SquadronClass;
  player: 0 | 1;
  pos: Square;
  heading: Heading;
  fighters: number;
  status: 'active' | 'destroyed' | 'left' | 'aboard';
  torpedoLoaded: boolean;
  /** The carrier it is aboard, when aboard. */
  carrier?: string;
  /** Enemy squadron it plotted Dogfight/Pursuit against this round. */
  dogfight?: string;
  /** Its attack target this round. */
  target?: string | null;
}

/** D6 rolls: the file's dice for the round first, then the seeded generator; every roll is recorded. */
export class DiceSource {
  private given: number[] = [];
  private used: number[] = [];
  constructor(readonly rng: Rng) {}
  /** Starts a round with the dice its record gives. */
  startRound(given: readonly number[] | undefined): void {
    this.given = [...(given ?? [])];
    this.used = [];
  }
  /** One D6. */
  d6(): number {
    // The recorded dice first; the generator once they run out.
    const v = this.given.shift() ?? this.rng.int(6) + 1;
    this.used.push(v);
    return v;
  }
  /** n D6. */
  roll(n: number): number[] {
    return Array.from({ length: n }, () => this.d6());
  }
  /** Every die rolled this round so far. */
  rolled(): number[] {
    return [...this.used];
  }
  /** How many of the round's recorded dice were never rolled. */
  leftOver(): number {
    return this.given.length;
  }
}

/** A Full Thrust game under way. */
export interface Game {
  cols: number;
  rows: number;
  asteroids: Square[];
  planets: Square[];
  ships: ShipState[];
  squadrons: SquadronState[];
  round: number;
  dice: DiceSource;
  timeline: TimelineBuilder;
  /**
   * Decisions as the file gives them for the current round (may be partial), marked as the round takes them;
   * what it never takes is refused at the round's end.
   */
  decisions: RecordedRound<FtRoundRecord>;
  /** Decisions actually used this round, written back to the completed file. */
  record: FtRoundRecord;
  /** Index of the current round in the file, for error paths. */
  roundIndex: number;
  /** Damage inflicted by each player (hull boxes and fighters). */
  scores: [number, number];
  /** Each player's name, for captions and the words that end the battle. */
  sideNames: [string, string];
}

/** A new game state with an empty timeline and the generator seeded. */
export function newGame(cols: number, rows: number, seed: number, sideNames: [string, string]): Game {
  return {
    cols,
    rows,
    asteroids: [],
    planets: [],
    ships: [],
    squadrons: [],
    round: 0,
    dice: new DiceSource(new Rng(seedRng(seed))),
    timeline: new TimelineBuilder(),
    decisions: new RecordedRound<FtRoundRecord>(undefined, 'rounds[0]'),
    record: {},
    roundIndex: 0,
    scores: [0, 0],
    sideNames,
  };
}

/** Appends a timeline event. */
export function emit(g: Game, e: TimelineEvent, duration?: number): void {
  g.timeline.push(e, duration);
}

/** Hull boxes of a class. */
export function hullBoxes(cls: CapitalClass): number {
  return cls.hullRows.reduce((a, b) => a + b, 0);
}

/** Hull boxes left on a ship. */
export function hullLeft(s: ShipState): number {
  return hullBoxes(s.cls) - s.hullHits;
}

/** Threshold rows the ship's damage has passed (a row counts once its last box is marked). */
export function thresholdsPassed(s: ShipState): number {
  let sum = 0;
  let n = 0;
  for (const row of s.cls.hullRows) {
    sum += row;
    if (s.hullHits >= sum) n++;
  }
  return n;
}

/** Current shield level: the class level while the shield system works, else 0. */
export function shieldLevel(s: ShipState): number {
  const sys = s.systems.find((x) => x.kind === 'shields');
  return sys && sys.damage === 0 ? s.cls.shields : 0;
}

/** Current thrust: full, half (rounded up) after one hit, none after two. */
export function currentThrust(s: ShipState): number {
  const t = findOne(s.systems, (x) => x.kind === 'thrust', `${s.id}'s thrust system`);
  return t.damage === 0 ? s.cls.thrust : t.damage === 1 ? Math.ceil(s.cls.thrust / 2) : 0;
}

/** Working fire controls. */
export function fireControls(s: ShipState): number {
  return s.systems.filter((x) => x.kind === 'fireControl' && x.damage === 0).length;
}

/** Whether battery `i` of a ship still works. */
export function batteryWorks(s: ShipState, i: number): boolean {
  const sys = s.systems.find((x) => x.battery === i);
  return !!sys && sys.damage === 0;
}

/** The systems of a new ship of a class, in the ion allocation order. */
export function systemsOf(cls: CapitalClass): ShipSystem[] {
  const out: ShipSystem[] = [];
  const add = (x: Omit<ShipSystem, 'damage' | 'ion'>) => out.push({ ...x, damage: 0, ion: false });
  if (cls.shields > 0) add({ key: 'shields', kind: 'shields' });
  if (cls.hyperdrive) add({ key: 'hyperdrive', kind: 'hyperdrive' });
  for (let i = 0; i < cls.fireControls; i++) add({ key: `fireControl-${i + 1}`, kind: 'fireControl' });
  cls.batteries.forEach((b, i) => {
    if (b.kind === 'pd' || b.kind === 'adaf')
      add({ key: `${b.kind}-${i}`, kind: 'defence', battery: i, weapon: b.kind });
  });
  add({ key: 'thrust', kind: 'thrust' });
  if (cls.gravityWell) add({ key: 'gravityWell', kind: 'gravityWell' });
  const weapons = cls.batteries.map((b, i) => ({ b, i })).filter(({ b }) => b.kind !== 'pd' && b.kind !== 'adaf');
  for (const { b, i } of weapons) add({ key: `${b.kind}-${i}`, kind: 'weapon', battery: i, weapon: b.kind });
  return out;
}

/** Active (on the map) ships. */
export function activeShips(g: Game): ShipState[] {
  return g.ships.filter((s) => s.status === 'active');
}

/** Active (on the map) squadrons. */
export function activeSquadrons(g: Game): SquadronState[] {
  return g.squadrons.filter((s) => s.status === 'active');
}

/** A unit by id (ship or squadron). */
export function unitById(g: Game, id: string): ShipState | SquadronState | undefined {
  return g.ships.find((s) => s.id === id) ?? g.squadrons.find((s) => s.id === id);
}

/** A ship by id, for ids the battle file was checked to name or an earlier step stored; throws if none. */
export function shipById(g: Game, id: string): ShipState {
  return findOne(g.ships, (s) => s.id === id, `ship ${JSON.stringify(id)}`);
}

/** A squadron by id, for ids the battle file was checked to name or an earlier step stored; throws if none. */
export function squadronById(g: Game, id: string): SquadronState {
  return findOne(g.squadrons, (s) => s.id === id, `squadron ${JSON.stringify(id)}`);
}

/** Battery `i` of a ship's class (an index the file was checked for, or the class's own); throws if none. */
export function batteryOf(s: ShipState, i: number): CapitalClass['batteries'][number] {
  return itemAt(s.cls.batteries, i, `${s.cls.name} batteries`);
}

/** Whether a unit is a capital ship. */
export function isShip(u: ShipState | SquadronState): u is ShipState {
  return 'hullHits' in u;
}
