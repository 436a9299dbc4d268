/**
 * Pilot choices of the Declare Target and Roll Attack Dice steps (rules: ATTACK steps 1–2) that change the range or
 * how many dice are rolled: Zuckuss, Kanan Jarrus, Miranda Doni, The Inquisitor (pilotTypes.ts quotes each). The
 * autopilot's policy is in each function's comment.
 */
import type { RoundContext } from '../context.ts';
import type { AbilityUse } from '../decisions.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { rangeBetween } from './pilotConditions.ts';
import { afterFocusSpent } from './triggers.ts';
import type { AttackInfo, WeaponDef } from './types.ts';

/**
 * The defence dice Zuckuss added to an attack ("the defender rolls 1 additional defense die"), read by the Roll
 * Defence Dice step of the same attack: keyed by the attack's own record, so it lives no longer than the attack.
 */
const defenceDiceAdded = new WeakMap<AttackInfo, number>();

/** The defence dice a card of the attacker added to this attack (Zuckuss). */
export function extraDefenceDice(info: AttackInfo): number {
  return defenceDiceAdded.get(info) ?? 0;
}

/**
 * The range an attack counts at: The Inquisitor's primary weapon attacks at Range 2-3 count as Range 1 (so the
 * attacker's Range 1 bonus applies and the defender's Range 3 bonus does not; rules: RANGE COMBAT BONUS).
 */
export function attackRange(attacker: ShipState, range: 1 | 2 | 3, weapon: WeaponDef | null): 1 | 2 | 3 {
  return weapon === null && effectsOf(attacker, 'range-as-1').length > 0 ? 1 : range;
}

/** Offers a yes-or-no use; true when used. */
function yes(ctx: RoundContext, ship: ShipState, card: string, wanted: boolean): boolean {
  return ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: wanted }) }, () => null).use.use;
}

/** Attack dice added (or, below 0, taken away) by the cards of this module before `count` dice are rolled. */
export function attackDiceChoices(ctx: RoundContext, info: AttackInfo, count: number): number {
  const { attacker } = info;
  let delta = 0;
  for (const { card, effect } of effectsOf(attacker, 'dice-count-choice')) {
    // Zuckuss: the autopilot always rolls the extra die (an attack die lands 4 times in 8, a defence die evades 3).
    if (effect.does === 'zuckuss' && yes(ctx, attacker, card, true)) {
      delta++;
      defenceDiceAdded.set(info, extraDefenceDice(info) + 1);
    }
    if (effect.does === 'miranda') delta += mirandaDoni(ctx, attacker, card, count + delta);
  }
  return delta - kananJarrus(ctx, attacker);
}

/**
 * Kanan Jarrus, an enemy of the attacker at Range 1-2 of it holding a focus token: a focus token spent for 1 fewer
 * attack die. The autopilot spends it once Kanan's own attack step this round is over (the token then only helps his
 * defence, and the VCX-100's agility is 0).
 */
function kananJarrus(ctx: RoundContext, attacker: ShipState): number {
  let fewer = 0;
  for (const kanan of shipsInPlay(ctx.state)) {
    if (kanan.player === attacker.player || kanan.focus === 0) continue;
    const band = rangeBetween(kanan, attacker);
    if (band === null || band > 2) continue;
    for (const { card } of effectsOf(kanan, 'dice-count-choice').filter((e) => e.effect.does === 'kanan')) {
      if (kanan.focus === 0 || !yes(ctx, kanan, card, kanan.attacked)) continue;
      kanan.focus--;
      ctx.timeline.push({ kind: 'token', unit: kanan.id, token: 'focus', count: kanan.focus }, 0);
      afterFocusSpent(ctx, kanan);
      fewer++;
    }
  }
  return fewer;
}

/** The round flag of Miranda Doni's use ("Once per round"). */
const MIRANDA_USED = 'used:miranda-doni';

/**
 * Miranda Doni: the use's `action.action` says which way: `spend-shield` (1 more die) or `recover-shield` (1 fewer
 * die). The autopilot recovers a shield when one is missing and the attack still rolls a die; it never spends one (a
 * shield cancels a sure damage, an extra die lands about half the time).
 */
function mirandaDoni(ctx: RoundContext, ship: ShipState, card: string, count: number): number {
  if (ship.roundFlags.includes(MIRANDA_USED)) return 0;
  const ways = [
    ...(ship.shields > 0 ? ['spend-shield'] : []),
    ...(ship.shields < ship.shieldsMax && count > 0 ? ['recover-shield'] : []),
  ];
  if (ways.length === 0) return 0;
  const wanted = ways.includes('recover-shield');
  const suggested: AbilityUse = wanted
    ? { ship: ship.id, card, use: true, action: { action: 'recover-shield' } }
    : { ship: ship.id, card, use: false };
  const choices = ways.map((action) => ({ ship: ship.id, card, use: true, action: { action } }));
  const { use } = ctx.choose(ship, { card, suggested: () => suggested, choices }, (u) =>
    u.action && ways.includes(u.action.action)
      ? null
      : { field: 'action', message: `expected { action: ${ways.map((w) => `"${w}"`).join(' | ')} }` },
  );
  if (!use.use) return 0;
  ship.roundFlags.push(MIRANDA_USED);
  const spend = use.action?.action === 'spend-shield';
  ship.shields += spend ? -1 : 1;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields }, 0);
  return spend ? 1 : -1;
}
