/**
 * Pilots whose tokens serve an attack (issue 18): Latts Razzi's target lock spent for 1 agility less, Esege Tuketu's
 * focus tokens and Shara Bey's target locks spent by a friend attacking at Range 1–2 of them, Norra Wexley's target
 * lock spent for an added [Focus] result, and Captain Feroph's [Evade] result against a jammed attacker. Each function
 * says the autopilot's policy.
 */
import type { RoundContext } from '../context.ts';
import type { AttackFace, DefenceFace } from '../dice.ts';
import { compareResults } from '../dice.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { afterLockSpent, LOCKS_BARRED, lockIsFresh } from './attackLocks.ts';
import { yesNo } from './cardUse.ts';
import { rangeBetween } from './pilotConditions.ts';
import { pilotRule } from './pilotRules.ts';
import { jammedBy } from './triggers.ts';
import type { AttackInfo } from './types.ts';

/** Latts Razzi's round flag on a defender: its agility is 1 lower for the attack under way. */
const LATTS_CUT = 'latts-razzi: agility -1';

/** Spends `ship`'s target lock on `target` (shown on the timeline; R5-K6, Drea Renthal… follow). */
function spendLock(ctx: RoundContext, ship: ShipState, target: ShipState): void {
  ship.lockOn = null;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: target.id, count: 0 }, 0);
  afterLockSpent(ctx, ship, target.id);
}

/**
 * Latts Razzi: "When a friendly ship declares an attack, you may spend a target lock you have on the defender to
 * reduce its agility by 1 for that attack." No range limit. The autopilot spends it for another friendly ship's attack
 * once Latts has attacked this round (the lock can no longer reroll his own dice this round), never for his own attack
 * (there it rerolls his dice).
 */
export function lattsRazzi(ctx: RoundContext, { attacker, defender }: AttackInfo): void {
  for (const latts of shipsInPlay(ctx.state)) {
    const card = pilotRule(latts, 'lock-for-agility');
    if (!card || latts.player !== attacker.player || latts.lockOn !== defender.id || lockIsFresh(latts)) continue;
    if (!yesNo(ctx, latts, card, latts !== attacker && latts.attacked)) continue;
    spendLock(ctx, latts, defender);
    defender.roundFlags.push(LATTS_CUT);
    ctx.timeline.push({ kind: 'caption', unit: latts.id, text: `${card}: ${defender.name}'s agility −1` }, 0);
  }
}

/** The agility the defender loses in the attack under way (Latts Razzi). */
export function agilityCut(defender: ShipState): number {
  return defender.roundFlags.filter((f) => f === LATTS_CUT).length;
}

/** Ends Latts Razzi's cut when the attack's results are compared ("for that attack"). */
export function endAgilityCut(defender: ShipState): void {
  defender.roundFlags = defender.roundFlags.filter((f) => f !== LATTS_CUT);
}

/** Another friendly ship at Range 1–2 of the attacker with the rule and a token it may lend. */
function lender(
  attacker: ShipState,
  ships: ShipState[],
  does: 'lend-focus' | 'lend-lock',
  has: (s: ShipState) => boolean,
) {
  return (
    ships.find((s) => {
      if (s === attacker || s.player !== attacker.player || !pilotRule(s, does) || !has(s)) return false;
      const band = rangeBetween(s, attacker);
      return band !== null && band <= 2;
    }) ?? null
  );
}

/** Esege Tuketu: "When another friendly ship at Range 1-2 is attacking, it may treat your focus tokens as its own." */
export function focusLender(ctx: RoundContext, attacker: ShipState): ShipState | null {
  return lender(attacker, shipsInPlay(ctx.state), 'lend-focus', (s) => s.focus > 0);
}

/**
 * Whose focus token the attacker spends: its own, or Esege Tuketu's when it holds none. Holding both, it is offered
 * Esege's (the use is recorded under his card); the autopilot keeps Esege's, its own token spent first.
 */
export function focusPayer(ctx: RoundContext, attacker: ShipState, esege: ShipState | null): ShipState {
  if (!esege) return attacker;
  if (attacker.focus === 0) return esege;
  const card = pilotRule(esege, 'lend-focus') ?? esege.name;
  return yesNo(ctx, attacker, card, false) ? esege : attacker;
}

/**
 * Shara Bey: "When another friendly ship at Range 1-2 is attacking, it may treat your blue target lock tokens as its
 * own." Her lock on the defender, spendable in this attack.
 */
export function lockLender(ctx: RoundContext, { attacker, defender }: AttackInfo): ShipState | null {
  if (attacker.roundFlags.includes(LOCKS_BARRED)) return null;
  return lender(attacker, shipsInPlay(ctx.state), 'lend-lock', (s) => s.lockOn === defender.id && !lockIsFresh(s));
}

/**
 * Whose target lock the attacker spends for its rerolls: its own, or Shara Bey's when it holds none on the defender.
 * Holding both, it is offered Shara's (the use is recorded under her card); the autopilot spends its own first.
 */
export function lockPayer(ctx: RoundContext, attacker: ShipState, own: boolean, shara: ShipState | null): ShipState {
  if (!shara) return attacker;
  if (!own) return shara;
  const card = pilotRule(shara, 'lend-lock') ?? shara.name;
  return yesNo(ctx, attacker, card, false) ? shara : attacker;
}

/**
 * Norra Wexley attacking: "you may spend a target lock you have on the enemy ship to add 1 [Focus] result to your
 * roll", before her target lock's rerolls. The autopilot adds it when she holds a focus token she may spend (the
 * result is then a sure hit) and the lock would reroll at most 2 dice (each rerolled die is a hit or crit half the
 * time). `rerollable`: how many dice the lock would reroll.
 */
export function norraAttacking(
  ctx: RoundContext,
  info: AttackInfo,
  dice: AttackFace[],
  mods: string[],
  rerollable: number,
): AttackFace[] {
  const { attacker, defender } = info;
  const card = pilotRule(attacker, 'lock-for-focus-result');
  if (!card || attacker.lockOn !== defender.id || lockIsFresh(attacker)) return dice;
  const canFocus = attacker.focus > 0 && jammedBy(ctx.state, attacker) === null;
  if (!yesNo(ctx, attacker, card, canFocus && rerollable <= 2)) return dice;
  spendLock(ctx, attacker, defender);
  mods.push(card);
  return [...dice, 'focus'];
}

/**
 * Results the defender's pilot adds to its roll before its tokens: Captain Feroph's [Evade] result against a jammed
 * attacker ("When defending, if the attacker is jammed, add 1 [Evade] result to your roll": not optional), then Norra
 * Wexley's [Focus] result.
 */
export function pilotDefenceResults(
  ctx: RoundContext,
  info: AttackInfo,
  attack: readonly AttackFace[],
  def: DefenceFace[],
  mods: string[],
): DefenceFace[] {
  const feroph = pilotRule(info.defender, 'evade-if-jammed');
  const jammed = (info.attacker.jam ?? 0) > 0;
  const out: DefenceFace[] = feroph && jammed ? [...def, 'evade'] : def;
  if (feroph && jammed) mods.push(feroph);
  return norraDefending(ctx, info, attack, out, mods);
}

/**
 * Norra Wexley defending, with a target lock on the attacker: 1 [Focus] result added before her focus token. The
 * autopilot adds it while the attack would still land and she holds a focus token she may spend on it.
 */
function norraDefending(
  ctx: RoundContext,
  info: AttackInfo,
  attack: readonly AttackFace[],
  def: DefenceFace[],
  mods: string[],
): DefenceFace[] {
  const { attacker, defender } = info;
  const card = pilotRule(defender, 'lock-for-focus-result');
  if (!card || defender.lockOn !== attacker.id || lockIsFresh(defender)) return def;
  const landing = compareResults(attack, def);
  const worth = landing.hits + landing.crits > 0 && defender.focus > 0 && jammedBy(ctx.state, defender) === null;
  if (!yesNo(ctx, defender, card, worth)) return def;
  spendLock(ctx, defender, attacker);
  mods.push(card);
  return [...def, 'focus'];
}
