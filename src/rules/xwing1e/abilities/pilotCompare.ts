/**
 * The Compare Results step with the attacker's pilot abilities (issue 18; rules: ATTACK step 6): Ten Numb's
 * critical that defence dice cannot cancel, Lieutenant Blount's attack that always hits, and Kath Scarlet's
 * stress when the defender cancels a critical. All three are mandatory.
 */
import type { DamageContext } from '../damage.ts';
import { type AttackFace, compareResults, type DefenceFace } from '../dice.ts';
import { effectsOf } from './active.ts';
import { afterStress } from './triggers.ts';
import type { AttackInfo } from './types.ts';

/** The uncancelled results and whether the attack hits, after the attacker's compare-results cards. */
export function compareWithPilots(
  ctx: DamageContext,
  { attacker, defender }: AttackInfo,
  dice: readonly AttackFace[],
  def: readonly DefenceFace[],
): { hits: number; crits: number; hit: boolean } {
  const ops = new Set(effectsOf(attacker, 'compare-op').map((e) => e.effect.op));
  // Ten Numb: "When attacking, 1 of your [Critical Hit] results cannot be canceled by defense dice." One
  // critical is set aside, the evades cancel the rest as usual (hits first), and it is added back.
  const k = ops.has('uncancellable-crit') ? dice.indexOf('crit') : -1;
  const compared = compareResults(
    dice.filter((_, j) => j !== k),
    def,
  );
  const hits = compared.hits;
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
  return { hits, crits, hit: hits + crits > 0 || ops.has('always-hits') };
}
