/**
 * Cards that act when a friendly bomb detonates (a token dropped by a ship of the same side): Deflective Plating
 * spares its own ship, Cad Bane (crew) makes an enemy reroll its blanks and focus results, Sabine Wren (crew) damages
 * an enemy at Range 1 of the token before it is removed. Each is offered through the round's ability choices.
 */
import type { RoundContext } from '../context.ts';
import { sufferDamage } from '../damage.ts';
import { type BombToken, type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import { hullLeft } from '../effective.ts';
import { atRange1OfToken, tokenPieces } from './geometry.ts';

/** The side whose ship dropped the token (undefined when no such ship is in the state). */
function sideOf(ctx: RoundContext, token: BombToken): 0 | 1 | undefined {
  return ctx.state.ships.find((s) => s.id === token.owner)?.player;
}

/** The round flag of a once-per-round card used. */
const used = (card: string) => `used:${card}`;

/**
 * Deflective Plating: "When a friendly bomb token detonates, you may choose not to suffer its effects. If you do, roll
 * an attack die. On a [Hit] result, discard this card." The autopilot always does. Returns true when the ship is spared.
 */
export function deflects(ctx: RoundContext, token: BombToken, ship: ShipState): boolean {
  if (sideOf(ctx, token) !== ship.player) return false;
  for (const { card } of effectsOf(ship, 'deflect-bomb')) {
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
    if (!use.use) continue;
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} is spared by ${card}` }, 0);
    if (ctx.effectRoll(ship, card, 1)[0] === 'hit') {
      const plating = ship.upgrades.find((u) => u.faceUp && u.name === card);
      if (plating) plating.faceUp = false;
    }
    return true;
  }
  return false;
}

/**
 * Cad Bane (crew), once per round, when an enemy rolls attack dice for a friendly bomb: the enemy rerolls the focus and
 * blank results his ship chooses (ability use `{ card, use, dice }`; the autopilot: all of them, which can only help).
 * Returns the faces as they stand after it.
 */
export function cadBaneRerolls(ctx: RoundContext, token: BombToken, ship: ShipState, faces: string[]): string[] {
  const side = sideOf(ctx, token);
  if (side === undefined || side === ship.player) return faces;
  const legal = faces.flatMap((f, i) => (f === 'focus' || f === 'blank' ? [i] : []));
  if (legal.length === 0) return faces;
  for (const bane of shipsInPlay(ctx.state).filter((s) => s.player === side)) {
    for (const { card } of effectsOf(bane, 'bomb-reroll')) {
      if (bane.roundFlags.includes(used(card))) continue;
      const offer = {
        card,
        suggested: () => ({ ship: bane.id, card, use: true, dice: legal }),
        dice: { faces, legal, max: legal.length, effect: 'reroll' as const },
      };
      const { use } = ctx.choose(bane, offer, (u) =>
        u.dice && u.dice.length > 0 && new Set(u.dice).size === u.dice.length && u.dice.every((d) => legal.includes(d))
          ? null
          : { field: 'dice', message: `expected the focus and blank results to reroll, among ${legal.join(', ')}` },
      );
      const chosen = use.use ? (use.dice ?? []) : [];
      if (chosen.length === 0) continue;
      bane.roundFlags.push(used(card));
      const again = ctx.effectRoll(ship, card, chosen.length);
      const out = [...faces];
      chosen.forEach((d, k) => (out[d] = again[k] ?? out[d] ?? 'blank'));
      return out;
    }
  }
  return faces;
}

/**
 * Sabine Wren (crew), once per round, before a friendly bomb token is removed: an enemy at Range 1 of it suffers 1
 * damage (ability use `{ card, use, target }`; the autopilot always uses it, on the enemy with the least shields and
 * hull left, the first on ties). Returns the ship damaged, if any.
 */
export function sabineSplash(ctx: RoundContext, token: BombToken): ShipState | null {
  const side = sideOf(ctx, token);
  if (side === undefined) return null;
  const pieces = tokenPieces(token, ctx.state.playArea);
  for (const sabine of shipsInPlay(ctx.state).filter((s) => s.player === side)) {
    for (const { card } of effectsOf(sabine, 'bomb-splash')) {
      if (sabine.roundFlags.includes(used(card))) continue;
      const near = shipsInPlay(ctx.state).filter((s) => s.player !== side && atRange1OfToken(pieces, s.pose, s.size));
      const weakest = near.reduce<ShipState | null>(
        (a, b) => (a && hullLeft(a) + a.shields <= hullLeft(b) + b.shields ? a : b),
        null,
      );
      if (!weakest) continue;
      const ids = near.map((s) => s.id);
      const { use } = ctx.choose(
        sabine,
        {
          card,
          suggested: () => ({ ship: sabine.id, card, use: true, target: weakest.id }),
          choices: near.map((s) => ({ ship: sabine.id, card, use: true, target: s.id })),
        },
        (u) =>
          u.target !== undefined && ids.includes(u.target)
            ? null
            : { field: 'target', message: `expected an enemy ship at Range 1 of the token (${ids.join(', ')})` },
      );
      const target = use.use ? near.find((s) => s.id === use.target) : undefined;
      if (!target) continue;
      sabine.roundFlags.push(used(card));
      sufferDamage(ctx, target, 1, 0);
      return target;
    }
  }
  return null;
}
