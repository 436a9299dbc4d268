/**
 * Where bombs act in a round (rules: BOMBS), the hooks the engine's steps call:
 * - a ship revealing its dial may drop a bomb its card drops then ("When you reveal your maneuver dial, you may…");
 * - a bomb card's "Action:" drops its token (abilities/cardActions.ts);
 * - a mine detonates when a ship's base or maneuver template overlaps it, "regardless of whether the ship was
 *   executing a maneuver, barrel rolling, or resolving any other effect … that changed its position": after a
 *   maneuver (with the obstacles it hit, before the Perform Action step), a barrel roll, boost or decloak; only the
 *   part of a template "between the starting and final position" counts after a bump (the kernel's laidTemplates);
 * - every other bomb detonates at the end of the Activation phase on each ship at Range 1 of it, in the order
 *   dropped.
 */
import { laidTemplates, type ManeuverOutcome, parseManeuver, type TemplateShape } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import { isDestroyedByDamage } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import { UPGRADE_ABILITIES } from '../abilities/cards.ts';
import { detonate, tokensOf } from './detonation.ts';
import { canDropBomb, dropBomb, dropWays } from './drop.ts';
import { afterStressedAction } from './stressedActions.ts';
import { stressForbidsActions } from '../abilities/stressedActions.ts';
import { atRange1OfToken, baseOverlapsToken, templateOverlapsToken, tokenPieces } from './geometry.ts';
import { worthDropping } from './policy.ts';
import { bombToken } from './tokens.ts';

/**
 * As the ship reveals its dial: each face-up card that drops its bomb then offers it, in file order, until one drops
 * (ability use `{ card, use }`; the autopilot's choice: worthDropping). An ionized ship reveals no dial.
 */
export function dropOnReveal(ctx: RoundContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'bomb')) {
    if (effect.window !== 'reveal-dial' || !canDropBomb(ship)) continue;
    const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
    if (!upgrade) continue;
    const suggested = () => ({
      ship: ship.id,
      card,
      use: worthDropping(ctx, ship, effect.token, dropWays(ship, effect).ways),
    });
    const { use } = ctx.choose(ship, { card, suggested }, () => null);
    if (use.use) dropBomb(ctx, ship, upgrade, effect);
  }
}

/** True when `action` is a bomb card's "Action:" (its xws). */
export function isBombAction(action: string): boolean {
  return (UPGRADE_ABILITIES.get(action)?.effects ?? []).some((e) => e.kind === 'bomb' && e.window === 'perform-action');
}

/** A bomb card's "Action:" may be performed while the ship has not dropped a bomb this round. */
export function bombActionAvailable(ship: ShipState): boolean {
  return canDropBomb(ship);
}

/** Performs a bomb card's "Action:" (its xws): the card's token is dropped. */
export function dropByAction(ctx: RoundContext, ship: ShipState, action: string): void {
  const upgrade = ship.upgrades.find((u) => u.faceUp && u.xws === action);
  const effect = UPGRADE_ABILITIES.get(action)?.effects.find((e) => e.kind === 'bomb');
  if (!upgrade || effect?.kind !== 'bomb') throw new Error(`${ship.id} has no face-up bomb card "${action}"`);
  const stressed = stressForbidsActions(ship);
  dropBomb(ctx, ship, upgrade, effect);
  if (stressed) afterStressedAction(ctx, ship);
}

/** Every mine whose token the template or the ship's base where it stands now overlaps detonates, in drop order. */
export function minesOverlapped(ctx: RoundContext, ship: ShipState, template: TemplateShape | null): void {
  const mines = tokensOf(ctx.state).filter((t) => bombToken(t.kind).detonates === 'overlap');
  for (const token of mines) {
    if (ship.destroyed) return;
    const pieces = tokenPieces(token, ctx.state.playArea);
    if (templateOverlapsToken(pieces, template) || baseOverlapsToken(pieces, ship.pose, ship.size))
      detonate(ctx, token, [ship]);
  }
}

/** After a maneuver: the mines its counted template or the final base overlaps detonate. */
function minesAfterManeuver(ctx: RoundContext, ship: ShipState, outcome: ManeuverOutcome): void {
  if (tokensOf(ctx.state).length === 0) return;
  const m = parseManeuver(outcome.maneuver);
  if (!m) return;
  const laid = laidTemplates(outcome.start, ship.size, { kind: 'maneuver', maneuver: m, progress: outcome.progress });
  minesOverlapped(ctx, ship, laid.counts);
}

/**
 * "Genius": after a revealed maneuver that overlapped no ship, the ship may discard one of its face-up Bomb cards
 * without the "Action:" header to drop its token (ability use `{ card, use, upgrade }`, the Bomb card's xws; the
 * autopilot: the first such card worthDropping would drop, judged where the ship now stands).
 */
function geniusDrop(ctx: RoundContext, ship: ShipState, outcome: ManeuverOutcome): void {
  const [genius] = effectsOf(ship, 'drop-after-maneuver');
  if (!genius || outcome.bumped.length > 0 || !canDropBomb(ship)) return;
  const bombs = effectsOf(ship, 'bomb').flatMap(({ card, effect }) => {
    const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
    return upgrade && effect.window === 'reveal-dial' ? [{ upgrade, effect }] : [];
  });
  if (bombs.length === 0) return;
  const card = genius.card;
  const suggested = () => {
    const worth = bombs.find((b) => worthDropping(ctx, ship, b.effect.token, dropWays(ship, b.effect).ways));
    return { ship: ship.id, card, use: worth !== undefined, ...(worth ? { upgrade: worth.upgrade.xws } : {}) };
  };
  const xws = bombs.map((b) => b.upgrade.xws);
  const choices = xws.map((upgrade) => ({ ship: ship.id, card, use: true, upgrade }));
  const { use } = ctx.choose(ship, { card, suggested, choices }, (u) =>
    u.upgrade !== undefined && xws.includes(u.upgrade)
      ? null
      : { field: 'upgrade', message: `expected a Bomb card without the "Action:" header (${xws.join(', ')})` },
  );
  const picked = use.use ? bombs.find((b) => b.upgrade.xws === use.upgrade) : undefined;
  if (picked) dropBomb(ctx, ship, picked.upgrade, { ...picked.effect, discard: true });
}

/** After a maneuver: the mines it ran over detonate; then, after a revealed one, "Genius" may drop a bomb. */
export function bombsAfterManeuver(ctx: RoundContext, ship: ShipState, outcome: ManeuverOutcome, revealed: boolean) {
  minesAfterManeuver(ctx, ship, outcome);
  // A ship its maneuver left with damage up to its hull is about to go (activation.ts): it drops nothing more.
  if (revealed && !ship.destroyed && !isDestroyedByDamage(ship)) geniusDrop(ctx, ship, outcome);
}

/** The end of the Activation phase: every bomb detonates on the ships at Range 1 of it, in the order dropped. */
export function detonateAtEndOfActivation(ctx: RoundContext): void {
  for (const token of [...tokensOf(ctx.state)]) {
    if (bombToken(token.kind).detonates !== 'end-of-activation') continue;
    const pieces = tokenPieces(token, ctx.state.playArea);
    detonate(
      ctx,
      token,
      shipsInPlay(ctx.state).filter((s) => atRange1OfToken(pieces, s.pose, s.size)),
    );
  }
}
