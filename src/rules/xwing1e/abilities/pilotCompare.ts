/**
 * The Compare Results step with the attacker's cards (issue 18; rules: ATTACK step 6): at its start Crack Shot,
 * optional, may be discarded to cancel an evade; then Ten Numb's critical that defence dice cannot cancel,
 * Lieutenant Blount's attack that always hits, and Kath Scarlet's stress when the defender cancels a critical
 * (all three mandatory); then Bossk's (YV-666) critical traded for 2 hits, optional. Aboard the defender, "Zeb"
 * Orrelios's evades cancel criticals first.
 */
import { type DamageContext, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { effectiveSkill } from '../effective.ts';
import type { ShipState } from '../state.ts';
import { WAMPA_CARD } from './addedResults.ts';
import { endAgilityCut } from './pilotAttackTokens.ts';
import { afterUpgradeDiscarded } from './pilotDiscards.ts';
import { pilotRule } from './pilotRules.ts';
import { yesNo } from './cardUse.ts';
import { afterStress, destructionDelayed } from './triggers.ts';
import { type AttackFace, compareResults, type DefenceFace } from '../dice.ts';
import { effectsOf } from './active.ts';
import { inFiringArc } from './pilotConditions.ts';
import { capHits } from './attackAftermath.ts';
import type { AttackInfo } from './types.ts';

/** The uncancelled results and whether the attack hits, after the attacker's compare-results cards. */
export function compareWithPilots(
  ctx: DamageContext,
  { attacker, defender, weapon }: AttackInfo,
  dice: readonly AttackFace[],
  def: readonly DefenceFace[],
): { hits: number; crits: number; hit: boolean } {
  // Latts Razzi's agility cut lasted "for that attack"; "Wampa"'s card comes now.
  endAgilityCut(defender);
  wampaCard(ctx, attacker, defender);
  def = crackShot(ctx, { attacker, defender }, dice, def);
  const ops = new Set(effectsOf(attacker, 'compare-op').map((e) => e.effect.op));
  // Ten Numb: "When attacking, 1 of your [Critical Hit] results cannot be canceled by defense dice." One
  // critical is set aside, the evades cancel the rest as usual (hits first), and it is added back.
  const k = ops.has('uncancellable-crit') ? dice.indexOf('crit') : -1;
  const kept = dice.filter((_, j) => j !== k);
  const compared = weapon?.hitsUncancellable
    ? hitsStand(dice, def)
    : zebCritsFirst(ctx, defender, kept, def)
      ? critsFirst(kept, def)
      : compareResults(kept, def);
  // R4-D6, aboard the defender: 3 or more hits may be cancelled down to 2 (not against a weapon that cancels them).
  const hits = weapon?.onHit ? compared.hits : capHits(ctx, defender, compared.hits);
  const crits = compared.crits + (k >= 0 ? 1 : 0);
  // Kath Scarlet: "When attacking, the defender receives 1 stress token if he cancels at least 1 [Critical Hit]
  // result."
  const rolledCrits = dice.filter((f) => f === 'crit').length;
  if (ops.has('stress-on-cancelled-crit') && crits < rolledCrits) {
    defender.stress++;
    ctx.timeline.push({ kind: 'token', unit: defender.id, token: 'stress', count: defender.stress });
    afterStress(ctx, defender);
  }
  // Lieutenant Blount: "When attacking, the defender is hit by your attack, even if he does not suffer any
  // damage."
  const hit = hits + crits > 0 || ops.has('always-hits');
  const traded = hit && crits > 0 && ops.has('crit-for-two-hits') && critForTwoHits(ctx, attacker);
  return traded ? { hits: hits + 2, crits: crits - 1, hit } : { hits, crits, hit };
}

/**
 * "Wampa" cancelled a [Critical Hit] result: 1 facedown Damage card is dealt to the defender (whatever its shields:
 * rules DAMAGE), and a defender destroyed by it goes as by an attack of the attacker's pilot skill.
 */
function wampaCard(ctx: DamageContext, attacker: ShipState, defender: ShipState): void {
  const k = attacker.roundFlags.indexOf(WAMPA_CARD);
  if (k < 0) return;
  attacker.roundFlags.splice(k, 1);
  ctx.timeline.push(
    { kind: 'caption', unit: attacker.id, text: `${attacker.name}: 1 facedown Damage card to ${defender.name}` },
    0,
  );
  sufferDamage(ctx, defender, 1, 0, undefined, { dealt: true });
  if (!isDestroyedByDamage(defender) || destructionDelayed(defender)) return;
  const round = ctx.state.round;
  // Simultaneous attack rule: a defender of the attacker's pilot skill that has not attacked fires first.
  if (effectiveSkill(defender, round) === effectiveSkill(attacker, round) && !defender.attacked) defender.doomed = true;
  else removeShip(ctx, defender, `destroyed by ${attacker.id}`);
}

/**
 * Bossk (YV-666): "When you perform an attack that hits, before dealing damage, you may cancel 1 of your [Critical
 * Hit] results to add 2 [Hit] results." The autopilot always does (2 damage for 1 faceup card's).
 */
function critForTwoHits(ctx: DamageContext, attacker: AttackInfo['attacker']): boolean {
  const card = attacker.name;
  const { use } = ctx.choose(attacker, { card, suggested: () => ({ ship: attacker.id, card, use: true }) }, () => null);
  if (use.use) ctx.timeline.push({ kind: 'caption', unit: attacker.id, text: `${card}: 1 critical for 2 hits` }, 0);
  return use.use;
}

/**
 * Crack Shot at the start of the step: the attacker may discard it to cancel 1 evade result of a defender inside
 * its firing arc. The autopilot discards it only when that lets another hit or critical through. Returns the
 * defence dice left.
 */
function crackShot(
  ctx: DamageContext,
  { attacker, defender }: Pick<AttackInfo, 'attacker' | 'defender'>,
  dice: readonly AttackFace[],
  def: readonly DefenceFace[],
): readonly DefenceFace[] {
  const evade = def.indexOf('evade');
  if (evade < 0) return def;
  for (const { card } of effectsOf(attacker, 'compare-card')) {
    const equipped = attacker.upgrades.find((u) => u.faceUp && u.name === card);
    if (!equipped || !inFiringArc(attacker, defender)) continue;
    const fewer = def.filter((_, j) => j !== evade);
    const landing = (d: readonly DefenceFace[]) => {
      const r = compareResults(dice, d);
      return r.hits + r.crits;
    };
    const helps = landing(fewer) > landing(def);
    const { use } = ctx.choose(
      attacker,
      { card, suggested: () => ({ ship: attacker.id, card, use: helps }) },
      () => null,
    );
    if (!use.use) continue;
    equipped.faceUp = false;
    ctx.timeline.push({
      kind: 'caption',
      unit: attacker.id,
      text: `${card}: ${attacker.name} cancels an evade result`,
    });
    afterUpgradeDiscarded(ctx, attacker, equipped);
    return fewer;
  }
  return def;
}

/**
 * "Zeb" Orrelios defending: "you may cancel [Critical Hit] results before [Hit] results." Offered only when it changes
 * what lands (hits, crits and fewer evades than both); the autopilot always does (a crit deals a faceup card).
 */
function zebCritsFirst(
  ctx: DamageContext,
  defender: ShipState,
  dice: readonly AttackFace[],
  def: readonly DefenceFace[],
): boolean {
  const card = pilotRule(defender, 'crits-first');
  const evades = def.filter((f) => f === 'evade').length;
  const hits = dice.filter((f) => f === 'hit').length;
  const crits = dice.filter((f) => f === 'crit').length;
  if (!card || evades === 0 || hits === 0 || crits === 0 || evades >= hits + crits) return false;
  return yesNo(ctx, defender, card, true);
}

/** The comparison with evades cancelling critical hits first, then hits. */
function critsFirst(dice: readonly AttackFace[], def: readonly DefenceFace[]): { hits: number; crits: number } {
  const evades = def.filter((f) => f === 'evade').length;
  const crits = dice.filter((f) => f === 'crit').length;
  const hits = dice.filter((f) => f === 'hit').length;
  return { crits: Math.max(0, crits - evades), hits: Math.max(0, hits - Math.max(0, evades - crits)) };
}

/** Autoblaster's comparison: each evade cancels a critical; no evade cancels a hit. */
function hitsStand(dice: readonly AttackFace[], def: readonly DefenceFace[]): { hits: number; crits: number } {
  const evades = def.filter((f) => f === 'evade').length;
  const crits = dice.filter((f) => f === 'crit').length;
  return { hits: dice.filter((f) => f === 'hit').length, crits: Math.max(0, crits - evades) };
}
