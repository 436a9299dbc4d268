/**
 * A bomb token detonating (rules: BOMBS: "When a bomb detonates, it produces the effect indicated on its Bomb Token
 * Reference card"): the timeline's detonation event, the token's printed effect on each ship it reaches (dice from
 * the seeded generator or the file's recorded rolls, damage, ion and stress tokens, a faceup Damage card), then the
 * token is discarded. A ship destroyed by it is removed at once (outside the Combat phase's attacks; Fel's Wrath
 * waits for the end of the Combat phase as always).
 */
import type { RoundContext } from '../context.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import type { BombToken, GameState, ShipState } from '../state.ts';
import { afterStress, destructionDelayed } from '../abilities/triggers.ts';
import { cadBaneRerolls, deflects, sabineSplash } from './friendlyBombs.ts';
import { bombToken } from './tokens.ts';
import { afterIonReceived } from '../abilities/pilotIon.ts';

/** The round flag of a ship a Conner Net caught: it skips its "Perform Action" step this round. */
export const CONNER_NET = 'conner-net';

/** The bomb tokens in play, in the order dropped. */
export function tokensOf(state: GameState): readonly BombToken[] {
  return state.bombs?.tokens ?? [];
}

/** Puts a token in play (its id is made here: `bomb-<n>`, n counting every token ever dropped). */
export function addToken(state: GameState, token: Omit<BombToken, 'id'>): BombToken {
  const bombs = (state.bombs ??= { tokens: [], dropped: 0 });
  bombs.dropped++;
  const placed = { ...token, id: `bomb-${bombs.dropped}` };
  bombs.tokens.push(placed);
  return placed;
}

/** Attack dice rolled for a token's effect (with Cad Bane's rerolls): hits and crits counted. */
function rolled(ctx: RoundContext, token: BombToken, ship: ShipState, dice: number): { hits: number; crits: number } {
  const first = ctx.effectRoll(ship, bombToken(token.kind).name, dice);
  const faces = cadBaneRerolls(ctx, token, ship, first);
  return { hits: faces.filter((f) => f === 'hit').length, crits: faces.filter((f) => f === 'crit').length };
}

/** Ion tokens received. */
function receiveIon(ctx: RoundContext, ship: ShipState, n: number): void {
  ship.ion += n;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'ion', count: ship.ion });
  afterIonReceived(ctx, ship);
}

/** What one token does to one ship it reaches (the Bomb Token Reference cards, quoted in tokens.ts). */
function tokenEffect(ctx: RoundContext, token: BombToken, ship: ShipState): void {
  const kind = token.kind;
  switch (kind) {
    case 'proximity-mine':
    case 'bomblet': {
      // "rolls 3 (2) attack dice and suffers all damage (hit) and critical damage (crit) rolled"
      const { hits, crits } = rolled(ctx, token, ship, kind === 'bomblet' ? 2 : 3);
      if (hits + crits > 0) sufferDamage(ctx, ship, hits, crits);
      return;
    }
    case 'cluster-mine': {
      // "rolls 2 attack dice and suffers 1 damage for each (hit) and (crit) rolled"
      const { hits, crits } = rolled(ctx, token, ship, 2);
      if (hits + crits > 0) sufferDamage(ctx, ship, hits + crits, 0);
      return;
    }
    case 'seismic-charge':
      sufferDamage(ctx, ship, 1, 0);
      return;
    case 'proton-bomb':
      // "deal 1 faceup Damage card": dealt, so shields do not stop it.
      sufferDamage(ctx, ship, 0, 1, undefined, { dealt: true });
      return;
    case 'ion-bomb':
      receiveIon(ctx, ship, 2);
      return;
    case 'thermal-detonator':
      sufferDamage(ctx, ship, 1, 0);
      ship.stress++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
      afterStress(ctx, ship);
      return;
    case 'conner-net':
      // "suffers 1 damage, receives 2 ion tokens, and skips its "Perform Action" step"
      sufferDamage(ctx, ship, 1, 0);
      receiveIon(ctx, ship, 2);
      if (!ship.roundFlags.includes(CONNER_NET)) ship.roundFlags.push(CONNER_NET);
      return;
  }
}

/**
 * Detonates `token` on `ships` (the one that overlapped a mine, or every ship at Range 1 of a bomb, in the state's
 * order): the event, each ship's effect, the token discarded, the ships it destroyed removed.
 */
export function detonate(ctx: RoundContext, token: BombToken, ships: readonly ShipState[]): void {
  const def = bombToken(token.kind);
  ctx.timeline.push({
    kind: 'detonation',
    id: token.id,
    name: def.name,
    units: ships.map((s) => s.id),
    cause: def.detonates === 'overlap' ? 'overlap' : 'range',
  });
  for (const ship of ships) if (!ship.destroyed && !deflects(ctx, token, ship)) tokenEffect(ctx, token, ship);
  // "Then discard this token": Sabine Wren (crew) acts before it is removed.
  const splashed = sabineSplash(ctx, token);
  const bombs = ctx.state.bombs;
  if (bombs) bombs.tokens = bombs.tokens.filter((t) => t.id !== token.id);
  for (const ship of splashed ? [...ships, splashed] : ships)
    if (!ship.destroyed && isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, 'destroyed');
}

/** True when a Conner Net has caught the ship this round (its "Perform Action" step is skipped). */
export function caughtInNet(ship: ShipState): boolean {
  return ship.roundFlags.includes(CONNER_NET);
}
