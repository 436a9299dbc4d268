/**
 * The autopilot's choice among the action-bar actions (autopilot.ts asks only when no enemy is inside the ship's arcs
 * at Range 1–3, so a focus token would not serve an attack):
 * - reload when a discarded [Torpedo] or [Missile] card would flip (its weapons disabled token costs no shot);
 * - coordinate the first unstressed friend with an enemy inside its own arcs at Range 1–3 (it then takes the action
 *   its own policy picks, a focus or a target lock for its attack);
 * - jam the first enemy at Range 1–2 holding a focus, evade or target lock token (it loses one at once);
 * - reinforce on the side most enemies that have the ship inside their arcs at Range 1–3 stand on (fore: inside its
 *   firing arc), when any does.
 * Otherwise none of them: the caller's policy goes on (focus, evade…). SLAM is scored by autopilot.ts with the dial.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { ActionChoice, ActionOption } from '../decisions.ts';
import { type GameState, type ShipState, shipsInPlay } from '../state.ts';
import { bandBetween } from '../abilities/triggers.ts';
import { inFiringArc } from './reinforce.ts';

/** True when `target` is inside one of `ship`'s arcs at Range 1–3. */
function inArcAtRange(ship: ShipState, target: ShipState): boolean {
  return ship.arcs.some((arc) => {
    const g = attackGeometry(ship.pose, ship.size, arc, target.pose, target.size, []);
    return g.inArc && g.band !== null && g.band !== undefined;
  });
}

/** The enemies of `ship` in play that have an enemy of theirs (`of`) inside their arcs at Range 1–3. */
function threatsTo(state: GameState, of: ShipState): ShipState[] {
  return shipsInPlay(state).filter((e) => e.player !== of.player && inArcAtRange(e, of));
}

/** The ship of an option's target, if in play. */
function targetOf(state: GameState, o: ActionOption): ShipState | undefined {
  return o.choice.target === undefined ? undefined : shipsInPlay(state).find((s) => s.id === o.choice.target);
}

/** The autopilot's action-bar action when no enemy is inside the ship's arcs, or null for none. */
export function barActionPick(state: GameState, ship: ShipState, options: ActionOption[]): ActionChoice | null {
  const reload = options.find((o) => o.choice.action === 'reload');
  if (reload) return reload.choice;
  const coordinate = options.find((o) => {
    const friend = o.choice.action === 'coordinate' ? targetOf(state, o) : undefined;
    return (
      friend !== undefined &&
      friend.stress === 0 &&
      shipsInPlay(state).some((e) => e.player !== friend.player && inArcAtRange(friend, e))
    );
  });
  if (coordinate) return coordinate.choice;
  const jam = options.find((o) => {
    const enemy = o.choice.action === 'jam' ? targetOf(state, o) : undefined;
    return enemy !== undefined && (enemy.focus > 0 || enemy.evade > 0 || enemy.lockOn !== null);
  });
  if (jam) return jam.choice;
  const threats = threatsTo(state, ship).filter((e) => bandBetween(ship, e) !== null);
  if (threats.length === 0) return null;
  const fore = threats.filter((e) => inFiringArc(ship, e)).length;
  const side = fore * 2 >= threats.length ? 'reinforce-fore' : 'reinforce-aft';
  return options.find((o) => o.choice.action === side)?.choice ?? null;
}
