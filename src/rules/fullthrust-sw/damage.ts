/**
 * Damage to capital ships and squadrons: hull boxes along the damage track, threshold checks when a row is
 * completed (every working system fails on 6 at the first row, 5–6 at the second, 4–6 at the third …), ion
 * hits rolled against systems in the document's order, fighters removed one per hit, and the timeline events
 * that show it.
 */
import { WEAPON_SIZE } from './data/weapons.ts';
import {
  emit,
  type Game,
  hullBoxes,
  hullLeft,
  shieldLevel,
  type ShipState,
  type ShipSystem,
  squadronById,
  type SquadronState,
  thresholdsPassed,
} from './state.ts';

/** The D6 score at or above which a system fails a check after `rows` threshold rows (row 1: 6, row 2: 5 …). */
export function failScore(rows: number): number {
  return 7 - Math.max(1, rows);
}

/** A battery system's number as the record sheet counts them (from 1); throws for a system of no battery. */
function batteryNumber(s: ShipSystem): number {
  if (s.battery === undefined) throw new Error(`system ${s.key} has no battery`);
  return s.battery + 1;
}

/** A system's label for captions and damage cards. */
export function systemLabel(s: ShipSystem): string {
  switch (s.kind) {
    case 'fireControl':
      return `fire control ${s.key.split('-')[1]}`;
    case 'defence':
      return `${s.weapon === 'adaf' ? 'ADAF' : 'PD'} battery ${batteryNumber(s)}`;
    case 'weapon':
      return `${s.weapon} battery ${batteryNumber(s)}`;
    case 'gravityWell':
      return 'gravity well';
    default:
      return s.kind;
  }
}

/** Whether a system still works (thrust: not yet at no thrust). */
function working(s: ShipSystem): boolean {
  return s.kind === 'thrust' ? s.damage < 2 : s.damage === 0;
}

/** Marks one failure on a system. */
function knockOut(s: ShipSystem, ion: boolean): void {
  s.damage += 1;
  s.ion = ion || (s.ion && s.damage > 0);
}

/**
 * Threshold checks for one completed row: a D6 for every working system, failing on `failScore(row)` or more.
 * Returns the systems that failed.
 */
export function thresholdCheck(g: Game, ship: ShipState, row: number): ShipSystem[] {
  const fail = failScore(row);
  const failed: ShipSystem[] = [];
  const rolls: string[] = [];
  for (const sys of ship.systems.filter(working)) {
    const r = g.dice.d6();
    rolls.push(String(r));
    if (r >= fail) {
      knockOut(sys, false);
      failed.push(sys);
    }
  }
  emit(g, {
    kind: 'dice',
    unit: ship.id,
    role: 'effect',
    rolled: rolls,
    modified: rolls,
    modifications: [`threshold row ${row}: systems fail on ${fail}+`],
  });
  return failed;
}

/**
 * Marks `hits` hull boxes on a ship, makes a threshold check for every row completed (not the last: the ship
 * is destroyed), and emits the damage (and destruction) events. Returns the boxes actually marked.
 */
export function damageShip(g: Game, ship: ShipState, hits: number, by: 0 | 1 | null, cause: string): number {
  if (hits <= 0 || ship.status !== 'active') return 0;
  const before = thresholdsPassed(ship);
  const shieldsBefore = shieldLevel(ship);
  const marked = Math.min(hits, hullLeft(ship));
  ship.hullHits += marked;
  if (by !== null) g.scores[by] += marked;
  const failed: ShipSystem[] = [];
  const destroyed = ship.hullHits >= hullBoxes(ship.cls);
  const after = thresholdsPassed(ship);
  emitDamage(g, ship, shieldsBefore, []);
  if (!destroyed)
    for (let row = before + 1; row <= after; row++) for (const f of thresholdCheck(g, ship, row)) failed.push(f);
  if (failed.length) emitDamage(g, ship, shieldsBefore, failed);
  if (destroyed) destroyShip(g, ship, cause);
  return marked;
}

/**
 * Emits a ship's damage event (new system failures named as face-down cards, for the event text) and a token
 * per failed system, `ion:<system>` or `crit:<system>` with its damage (thrust counts two), which repairs clear.
 */
export function emitDamage(g: Game, ship: ShipState, shieldsBefore: number, failed: readonly ShipSystem[]): void {
  for (const sys of failed) emitSystemToken(g, ship, sys);
  emit(
    g,
    {
      kind: 'damage',
      unit: ship.id,
      shieldsLost: Math.max(0, shieldsBefore - shieldLevel(ship)),
      cards: failed.map((s) => ({ name: `${systemLabel(s)}${s.ion ? ' (ion)' : ''}`, faceUp: false })),
      hull: hullLeft(ship),
      shields: shieldLevel(ship),
    },
    0.6,
  );
}

/** The token showing a system's state on the ship: its damage under `ion:` or `crit:` (0 clears it). */
export function emitSystemToken(g: Game, ship: ShipState, sys: ShipSystem): void {
  const label = systemLabel(sys);
  const [now, other] = sys.ion ? ['ion', 'crit'] : ['crit', 'ion'];
  emit(g, { kind: 'token', unit: ship.id, token: `${other}:${label}`, count: 0 }, 0);
  emit(g, { kind: 'token', unit: ship.id, token: `${now}:${label}`, count: sys.damage }, 0);
}

/** Removes a destroyed ship (its squadrons aboard are lost with it). */
export function destroyShip(g: Game, ship: ShipState, cause: string): void {
  ship.status = 'destroyed';
  emit(g, { kind: 'destroyed', unit: ship.id, cause });
  for (const id of ship.hangar) {
    squadronById(g, id).status = 'destroyed';
  }
}

/**
 * Ion cannon hits: no hull damage; the owner rolls for the ship's working systems in the order shields,
 * hyperdrive, fire controls, PD/ADAF, thrust, weapons smallest to biggest (hangars unaffected), each failing on
 * the score for the current damage track, until every hit is allocated to a failed system or every working
 * system has been checked once. Returns the systems knocked out (blue pegs).
 */
export function ionHits(g: Game, ship: ShipState, hits: number): ShipSystem[] {
  if (hits <= 0 || ship.status !== 'active') return [];
  const shieldsBefore = shieldLevel(ship);
  const fail = failScore(thresholdsPassed(ship));
  const order = ionOrder(ship).filter(working);
  const failed: ShipSystem[] = [];
  const rolls: string[] = [];
  for (const sys of order) {
    if (failed.length >= hits) break;
    const r = g.dice.d6();
    rolls.push(String(r));
    if (r >= fail) {
      knockOut(sys, true);
      failed.push(sys);
    }
  }
  emit(g, {
    kind: 'dice',
    unit: ship.id,
    role: 'effect',
    rolled: rolls,
    modified: rolls,
    modifications: [`${hits} ion hit${hits === 1 ? '' : 's'}: systems in order fail on ${fail}+`],
  });
  emitDamage(g, ship, shieldsBefore, failed);
  return failed;
}

/** A ship's systems in the ion allocation order (weapons smallest to biggest, by battery within a size). */
export function ionOrder(ship: ShipState): ShipSystem[] {
  const rank: Record<ShipSystem['kind'], number> = {
    shields: 0,
    hyperdrive: 1,
    fireControl: 2,
    defence: 3,
    thrust: 4,
    gravityWell: 5,
    weapon: 6,
  };
  return [...ship.systems].sort(
    (a, b) =>
      rank[a.kind] - rank[b.kind] ||
      (a.weapon && b.weapon ? WEAPON_SIZE[a.weapon] - WEAPON_SIZE[b.weapon] : 0) ||
      (a.battery ?? 0) - (b.battery ?? 0),
  );
}

/** Removes one fighter per hit from a squadron; emits damage and, at the last, its destruction. */
export function damageSquadron(g: Game, sq: SquadronState, hits: number, by: 0 | 1 | null, cause: string): number {
  if (hits <= 0 || sq.status !== 'active') return 0;
  const lost = Math.min(hits, sq.fighters);
  sq.fighters -= lost;
  if (by !== null) g.scores[by] += lost;
  emit(g, {
    kind: 'damage',
    unit: sq.id,
    shieldsLost: 0,
    cards: [],
    hull: sq.fighters,
    shields: sq.cls.shields,
  });
  if (sq.fighters === 0) {
    sq.status = 'destroyed';
    emit(g, { kind: 'destroyed', unit: sq.id, cause });
  }
  return lost;
}
