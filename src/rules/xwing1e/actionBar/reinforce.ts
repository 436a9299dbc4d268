/**
 * The reinforce action of small and large ships. Reference card "Reinforce Action" (xwing-data): "When a small or
 * large ship performs a reinforce action, choose either the fore or aft side of a double-sided reinforce token and
 * place the token with that side faceup near its ship token. When a small or large ship with a reinforce token is
 * defending, resolve the following effects: If the fore side of the token is faceup and the attacker is inside the
 * defender's firing arc, add 1 [Evade] result. If the aft side of the token is faceup and the attacker is not inside
 * the defender's firing arc, add 1 [Evade] result. This effect does not spend the reinforce token. During the End
 * phase, remove all reinforce tokens." The firing arc is the primary one (the kernel's arc test, at any range).
 * Battle files: `{ "action": "reinforce-fore" }` or `{ "action": "reinforce-aft" }`.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { ActionOption } from '../decisions.ts';
import type { ShipState } from '../state.ts';
import { REINFORCE, reinforcedSide } from './roundTokens.ts';

/** The reinforce options of a small or large ship: either side faceup. */
export function reinforceOptions(): ActionOption[] {
  return [{ choice: { action: 'reinforce-fore' } }, { choice: { action: 'reinforce-aft' } }];
}

/** Places the reinforce token with `side` faceup (a second one replaces the first: one token a ship). */
export function performReinforce(ctx: RoundContext, ship: ShipState, side: 'fore' | 'aft'): void {
  ship.roundFlags = ship.roundFlags.filter((f) => f !== REINFORCE.fore && f !== REINFORCE.aft);
  ship.roundFlags.push(REINFORCE[side]);
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'reinforce', count: 1 });
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} reinforces its ${side} side` }, 0);
}

/** True when the attacker is inside the ship's primary firing arc. */
export function inFiringArc(ship: ShipState, attacker: ShipState): boolean {
  return attackGeometry(ship.pose, ship.size, 'primary', attacker.pose, attacker.size, []).inArc;
}

/** True when the defender's reinforce token adds 1 [Evade] result against this attacker. */
export function reinforceEvade(defender: ShipState, attacker: ShipState): boolean {
  const side = reinforcedSide(defender);
  if (side === null) return false;
  return side === 'fore' ? inFiringArc(defender, attacker) : !inFiringArc(defender, attacker);
}
