/**
 * The end of the turn: launching fighters (half the bays, rounded up, into the squares adjacent to the
 * carrier), recovering fighters adjacent to a carrier with a free bay (torpedoes reloaded), hyperspace jumps
 * (a working hyperdrive, and no working enemy gravity well), and damage control (one system per ship, repaired
 * on a 6: ion hits, fire controls and thrust only).
 */
import { itemAt } from '../../battle/lookup.ts';
import { InputError } from '../../battle/validationError.ts';
import { autoRepair, hyperdriveWorks, interdicted, launchSquares } from './autopilot.ts';
import { emitDamage, emitSystemToken, systemLabel } from './damage.ts';
import { isHazard } from './movement.ts';
import { onMap, range } from './grid.ts';
import { poseOf, unitPose } from './present.ts';
import { activeShips, activeSquadrons, emit, type Game, shieldLevel, type ShipState, squadronById } from './state.ts';

/** Throws an input error naming a field of this round's record. */
function fail(g: Game, path: string, message: string): never {
  throw new InputError([{ path: `rounds[${g.roundIndex}].${path}`, message }]);
}

/** Squadrons a carrier may launch in one turn: half its bays, rounded up. */
export function launchCapacity(ship: ShipState): number {
  return Math.ceil(ship.cls.bays / 2);
}

/** Launches squadrons from every carrier (the file's choice, else as many as allowed, best squares first). */
export function launchPhase(g: Game): void {
  for (const ship of activeShips(g)) {
    if (!ship.hangar.length) continue;
    const given = g.decisions.entry('launch', ship.id);
    let plan = given;
    if (!plan) {
      const squares = launchSquares(g, ship);
      // Bombers wait aboard until their torpedoes are loaded.
      const ready = ship.hangar.filter((id) => {
        const sq = squadronById(g, id);
        return sq.torpedoLoaded || !sq.cls.torpedoes;
      });
      plan = ready.slice(0, Math.min(launchCapacity(ship), squares.length)).map((squadron, i) => {
        const square = itemAt(squares, i, 'launch squares');
        return { squadron, col: square.col, row: square.row };
      });
    }
    if (plan.length > launchCapacity(ship))
      fail(
        g,
        `launch.${ship.id}`,
        `${ship.name} launches at most ${launchCapacity(ship)} squadron(s) a turn (half its ${ship.cls.bays} bays)`,
      );
    plan.forEach((l, i) => {
      const path = `launch.${ship.id}[${i}]`;
      if (!ship.hangar.includes(l.squadron)) fail(g, path, `"${l.squadron}" is not aboard ${ship.id}`);
      const at = { col: l.col, row: l.row };
      if (!onMap(at, g.cols, g.rows) || range(at, ship.pos) !== 1 || isHazard(g, at))
        fail(g, path, `expected a clear square on the map adjacent to ${ship.id}, got ${l.col},${l.row}`);
      const sq = squadronById(g, l.squadron);
      ship.hangar = ship.hangar.filter((id) => id !== sq.id);
      sq.status = 'active';
      sq.carrier = undefined;
      sq.pos = at;
      sq.heading = ship.heading;
      emit(g, { kind: 'token', unit: sq.id, token: 'aboard', count: 0 });
      emit(g, { kind: 'place', unit: sq.id, pose: poseOf(at, ship.heading) });
      emit(g, { kind: 'caption', text: `${ship.name} launches ${sq.name}`, unit: sq.id });
    });
    if (plan.length) (g.record.launch ??= {})[ship.id] = plan;
  }
}

/** Recovers squadrons adjacent to one of their carriers with a free bay (the file's choice, else spent bombers). */
export function recoveryPhase(g: Game): void {
  const given = g.decisions.given?.recover;
  const plan: Record<string, string> = {};
  if (given) Object.assign(plan, given);
  else
    for (const sq of activeSquadrons(g)) {
      if (!sq.cls.torpedoes || sq.torpedoLoaded || sq.cls.vsShips !== null) continue;
      const home = activeShips(g).find(
        (s) => s.player === sq.player && s.hangar.length < s.cls.bays && range(s.pos, sq.pos) <= 1,
      );
      if (home) plan[sq.id] = home.id;
    }
  for (const [sqId, shipId] of Object.entries(plan)) {
    const path = `recover.${sqId}`;
    const sq = g.squadrons.find((s) => s.id === sqId);
    const ship = g.ships.find((s) => s.id === shipId);
    if (!sq || sq.status !== 'active') fail(g, path, `expected a squadron on the map, got "${sqId}"`);
    if (!ship || ship.status !== 'active' || ship.player !== sq.player)
      fail(g, path, `expected a friendly carrier, got "${shipId}"`);
    if (ship.hangar.length >= ship.cls.bays) fail(g, path, `${ship.name} has no free bay`);
    if (range(ship.pos, sq.pos) > 1) fail(g, path, `"${sqId}" must be adjacent to ${shipId} to land`);
    const from = unitPose(sq);
    emit(g, { kind: 'move', unit: sq.id, from, to: unitPose(ship), path: { kind: 'waypoints', poses: [] } }, 0.6);
    sq.status = 'aboard';
    sq.carrier = ship.id;
    sq.pos = ship.pos;
    sq.torpedoLoaded = true;
    ship.hangar.push(sq.id);
    emit(g, { kind: 'token', unit: sq.id, token: 'aboard', count: 1 });
    emit(g, { kind: 'caption', text: `${sq.name} lands aboard ${ship.name} to re-arm`, unit: sq.id });
  }
  if (Object.keys(plan).length) g.record.recover = plan;
}

/** Ships that plotted a jump leave for hyperspace if their hyperdrive works and no gravity well holds them. */
export function hyperspacePhase(g: Game): void {
  for (const ship of activeShips(g)) {
    if (!ship.jump) continue;
    if (!hyperdriveWorks(ship)) {
      emit(g, { kind: 'caption', text: `${ship.name}'s hyperdrive is out: no jump`, unit: ship.id });
      continue;
    }
    if (interdicted(g, ship)) {
      emit(g, { kind: 'caption', text: `A gravity well holds ${ship.name} in normal space`, unit: ship.id });
      continue;
    }
    ship.status = 'jumped';
    emit(g, { kind: 'caption', text: `${ship.name} jumps to lightspeed`, unit: ship.id });
    emit(g, { kind: 'destroyed', unit: ship.id, cause: 'jumped to hyperspace' });
    for (const id of ship.hangar) squadronById(g, id).status = 'left';
  }
}

/** Damage control: each ship rolls a D6 for one repairable system; a 6 brings it back (thrust one step). */
export function damageControlPhase(g: Game): void {
  for (const ship of activeShips(g)) {
    const given = g.decisions.entry('repair', ship.id);
    const key = given === undefined ? autoRepair(ship) : given;
    if (key === null) continue;
    const sys = ship.systems.find((s) => s.key === key);
    const path = `repair.${ship.id}`;
    if (!sys || sys.damage === 0) fail(g, path, `expected a damaged system of ${ship.id}, got "${key}"`);
    if (!(sys.ion || sys.kind === 'fireControl' || sys.kind === 'thrust'))
      fail(g, path, `only ion hits, fire controls and thrust can be repaired, got "${key}"`);
    (g.record.repair ??= {})[ship.id] = key;
    const r = g.dice.d6();
    emit(g, {
      kind: 'dice',
      unit: ship.id,
      role: 'effect',
      rolled: [String(r)],
      modified: [String(r)],
      modifications: [`damage control on ${systemLabel(sys)}: repaired on a 6`],
    });
    if (r === 6) {
      const shieldsBefore = shieldLevel(ship);
      sys.damage -= 1;
      emitSystemToken(g, ship, sys);
      if (sys.damage === 0) sys.ion = false;
      emit(g, { kind: 'caption', text: `${ship.name} repairs ${systemLabel(sys)}`, unit: ship.id });
      emitDamage(g, ship, shieldsBefore, []);
    }
  }
}
