/**
 * The jam action and jam tokens. Reference card "Reload Action and Jam Tokens" (xwing-data): "When a ship has both a
 * jam token and a focus, evade, or blue target lock token, remove the jam token. Then that ship chooses and removes
 * one of its focus, evade, or blue target lock tokens. A ship is jammed if it has a jam token." The Rules Reference
 * of /shared/seeds has no JAM entry; the action as the engine performs it is the one the catalog's cards assume:
 * choose an enemy ship at Range 1–2 (Dutyfree: "… at Range 1-3 (instead of at Range 1-2)") and assign it 1 jam token
 * (ISB Slicer: "After you perform a jam action against an enemy ship, … assign it 1 jam token"). The Epic rules'
 * older jam (stress tokens) is not used. Battle files: `{ "action": "jam", "target": "<enemy>" }`.
 *
 * When the token meets a focus, evade or target lock token: as the jam token is assigned, after each action the
 * jammed ship performs, and as an attack is declared (its attacker and defender). The token removed is the jammed
 * ship's choice, recorded as `{ ship, card: "Jam", use: true, token: "focus" | "evade" | "lock" }`; the autopilot
 * removes an evade token first, then its target lock, and keeps a focus token to the last (focus serves both its
 * attacks and its defence).
 */
import type { RoundContext } from '../context.ts';
import type { ActionOption } from '../decisions.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import { bandBetween } from '../abilities/triggers.ts';

type Jammable = 'evade' | 'lock' | 'focus';

/** The jam options: each enemy ship at Range 1–2. */
export function jamOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  return shipsInPlay(ctx.state)
    .filter((e) => e.player !== ship.player && (bandBetween(ship, e) ?? 9) <= 2)
    .map((e) => ({ choice: { action: 'jam', target: e.id } }));
}

/** The tokens a jam token can take from the ship, in the autopilot's order. */
function jammable(ship: ShipState): Jammable[] {
  const out: Jammable[] = [];
  if (ship.evade > 0) out.push('evade');
  if (ship.lockOn !== null) out.push('lock');
  if (ship.focus > 0) out.push('focus');
  return out;
}

/** Assigns `n` jam tokens to the ship, then lets them meet its tokens. */
export function assignJam(ctx: RoundContext, ship: ShipState, n = 1): void {
  ship.jam = (ship.jam ?? 0) + n;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'jam', count: ship.jam });
  settleJam(ctx, ship);
}

/** While the ship has a jam token and a focus, evade or target lock token: both go (the ship picks which). */
export function settleJam(ctx: RoundContext, ship: ShipState): void {
  for (;;) {
    const held = jammable(ship);
    const [first] = held;
    if (!ship.jam || first === undefined || ship.destroyed) return;
    ship.jam--;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'jam', count: ship.jam });
    const card = 'Jam';
    const pick = (token: Jammable) => ({ ship: ship.id, card, use: true, token });
    const { use, at } = ctx.choose(ship, { card, suggested: () => pick(first), choices: held.map(pick) }, (u) =>
      held.some((t) => t === u.token)
        ? null
        : { field: 'token', message: `expected a token ${ship.id} holds (${held.join(', ')})` },
    );
    // Not optional: "that ship chooses and removes one of its … tokens".
    if (!use.use) throw ctx.error(`${at}.use`, `Jam: ${ship.id} must remove one of its tokens (${held.join(', ')})`);
    removeToken(ctx, ship, use.token as Jammable);
  }
}

/** Removes one focus or evade token, or the target lock. */
function removeToken(ctx: RoundContext, ship: ShipState, token: Jammable): void {
  const tl = ctx.timeline;
  if (token === 'lock') {
    if (ship.lockOn) tl.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 0 });
    ship.lockOn = null;
    return;
  }
  ship[token]--;
  tl.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
}

/**
 * Performs a jam on an enemy already checked legal; then ISB Slicer: "After you perform a jam action against an
 * enemy ship, you may choose a ship at Range 1 of that ship that is not jammed and assign it 1 jam token." Its
 * autopilot picks the first enemy there holding a token a jam takes, else the first enemy, never a friend.
 */
export function performJam(ctx: RoundContext, ship: ShipState, target: ShipState): void {
  assignJam(ctx, target);
  for (const { card, effect } of effectsOf(ship, 'action-card')) {
    if (effect.op !== 'isb-slicer') continue;
    const near = shipsInPlay(ctx.state).filter((s) => s !== target && !s.jam && bandBetween(target, s) === 1);
    const enemies = near.filter((s) => s.player !== ship.player);
    const best = enemies.find((s) => jammable(s).length > 0) ?? enemies[0];
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) }),
        choices: near.map((s) => ({ ship: ship.id, card, use: true, target: s.id })),
      },
      (u) =>
        near.some((s) => s.id === u.target)
          ? null
          : {
              field: 'target',
              message: `expected a ship that is not jammed at Range 1 of ${target.id} (${near.map((s) => s.id).join(', ') || 'none'}), got ${JSON.stringify(u.target)}`,
            },
    );
    const chosen = use.use ? near.find((s) => s.id === use.target) : undefined;
    if (chosen) assignJam(ctx, chosen);
  }
}
