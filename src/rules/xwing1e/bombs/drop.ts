/**
 * Dropping a bomb (rules: BOMBS): "Take the [Straight 1] maneuver template and slide it between the rear guides of
 * your ship. Place the bomb token … and slide the guides of the token into the opposite end of the template." A ship
 * drops one bomb per round. The card is discarded (or, with Extra Munitions or Ordnance Silos, an ordnance token on
 * it); Bombardier may use the straight 2 template, Deathrain the front guides, Trajectory Simulator launch it with the
 * straight 5 from the front guides. "If a bomb token is dropped on a ship, it is placed under the
 * ship's base. The bomb does not immediately detonate unless the bomb's Upgrade card specifies that it detonates when
 * a ship overlaps it. If [such a] token … is dropped under more than one ship's base, the ship that dropped the bomb
 * decides which of those ships detonates the bomb."
 */
import type { RoundContext } from '../context.ts';
import { type BombToken, type EquippedUpgrade, type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import type { BombDropEffect } from '../abilities/bombTypes.ts';
import { addToken, detonate } from './detonation.ts';
import { withLentIcon } from '../abilities/freeActions.ts';
import {
  baseOverlapsToken,
  clusterSidePoses,
  dropPose,
  type DropWay,
  PLAIN_DROP,
  tokenOutline,
  tokenPieces,
} from './geometry.ts';
import { discardOrdnanceInstead } from './ordnance.ts';
import { bestDropWay, mineVictim } from './policy.ts';
import { bombToken } from './tokens.ts';

/** The round flag of a ship that has dropped its bomb this round. */
const DROPPED = 'dropped-bomb';

/** True when the ship may still drop a bomb this round ("A ship can only drop one bomb per round"). */
export function canDropBomb(ship: ShipState): boolean {
  return !ship.roundFlags.includes(DROPPED);
}

/**
 * The ways the drop's template may be laid: the plain straight 1 behind first, then each way a card of the ship offers
 * (Bombardier, Deathrain, Trajectory Simulator: not for a bomb with the "Action:" header), with the card.
 */
export function dropWays(ship: ShipState, effect: BombDropEffect): { ways: DropWay[]; cards: string[] } {
  const offers = effectsOf(ship, 'drop-template').filter(
    (o) => !(o.effect.revealBombsOnly && effect.window === 'perform-action'),
  );
  return {
    ways: [PLAIN_DROP, ...offers.map((o) => ({ speed: o.effect.speed, front: o.effect.front === true }))],
    cards: offers.map((o) => o.card),
  };
}

/**
 * How this drop's template is laid: each other way is offered in turn (ability use `{ card, use }`) until one is used,
 * else the plain drop; the autopilot's choice: bestDropWay.
 */
function chooseWay(ctx: RoundContext, ship: ShipState, effect: BombDropEffect): DropWay {
  const { ways, cards } = dropWays(ship, effect);
  let best: number | null = null;
  const pick = () => (best ??= bestDropWay(ctx, ship, effect.token, ways));
  for (const [k, card] of cards.entries()) {
    const suggested = () => ({ ship: ship.id, card, use: pick() === k + 1 });
    const { use } = ctx.choose(ship, { card, suggested }, () => null);
    const way = ways[k + 1];
    if (use.use && way) return way;
  }
  return PLAIN_DROP;
}

/** The tokens a drop places at `speed`: one, or a cluster mine set's three (centre first). */
function placeTokens(ctx: RoundContext, ship: ShipState, card: EquippedUpgrade, effect: BombDropEffect, way: DropWay) {
  const centre = dropPose(ship.pose, ship.size, effect.token, way);
  const sides = effect.token === 'cluster-mine' ? clusterSidePoses(centre) : [];
  const at = [{ pose: centre }, ...sides];
  const base = { kind: effect.token, card: card.name, owner: ship.id, round: ctx.state.round };
  return at.map((p) => addToken(ctx.state, { ...base, pose: p.pose, ...('side' in p ? { side: p.side } : {}) }));
}

/** The timeline's event for a token placed. */
function showDrop(ctx: RoundContext, ship: ShipState, token: BombToken): void {
  const { pose } = token;
  ctx.timeline.push({
    kind: 'bomb',
    id: token.id,
    name: bombToken(token.kind).name,
    card: token.card,
    unit: ship.id,
    pose: { x: pose.x, y: pose.y, heading: pose.headingDeg },
    outline: tokenOutline(token),
    mine: bombToken(token.kind).detonates === 'overlap',
  });
}

/**
 * A mine dropped under ships' bases detonates at once on one of them: the only one, or the one its dropper chooses
 * (ability use `{ card, use, target }`, the card that dropped it; the autopilot's choice: mineVictim).
 */
function detonateUnder(ctx: RoundContext, dropper: ShipState, token: BombToken): void {
  const pieces = tokenPieces(token, ctx.state.playArea);
  const under = shipsInPlay(ctx.state).filter((s) => baseOverlapsToken(pieces, s.pose, s.size));
  const [only] = under;
  if (!only) return;
  let chosen = only;
  if (under.length > 1) {
    const card = token.card;
    const ids = under.map((s) => s.id);
    const { use, at } = ctx.choose(
      dropper,
      {
        card,
        suggested: () => ({ ship: dropper.id, card, use: true, target: mineVictim(dropper, under).id }),
        choices: under.map((s) => ({ ship: dropper.id, card, use: true, target: s.id })),
      },
      (u) =>
        u.target !== undefined && ids.includes(u.target)
          ? null
          : { field: 'target', message: `expected a ship the token lies under (${ids.join(', ')})` },
    );
    const picked = under.find((s) => s.id === use.target);
    if (!use.use || !picked)
      throw ctx.error(`${at}.use`, `${card}: the token detonates; its dropper chooses the ship (${ids.join(', ')})`);
    chosen = picked;
  }
  detonate(ctx, token, [chosen]);
}

/**
 * Drops the token of `card` (a face-up Bomb card of the ship, whose effect is `effect`): the card is discarded (or an
 * ordnance token on it), the template chosen, the token(s) placed and shown; a mine lying under a ship detonates.
 */
export function dropBomb(ctx: RoundContext, ship: ShipState, card: EquippedUpgrade, effect: BombDropEffect): void {
  ship.roundFlags.push(DROPPED);
  if (effect.discard && !discardOrdnanceInstead(ctx, ship, card)) card.faceUp = false;
  const tokens = placeTokens(ctx, ship, card, effect, chooseWay(ctx, ship, effect));
  for (const token of tokens) showDrop(ctx, ship, token);
  if (bombToken(effect.token).detonates === 'overlap') for (const token of tokens) detonateUnder(ctx, ship, token);
  // Deathrain: "After dropping a bomb, you may perform a free barrel roll action."
  for (const after of effectsOf(ship, 'after-drop')) withLentIcon(ctx, ship, after.card, after.effect.freeAction);
}
