/**
 * X-Wing dice (rules: ATTACK, MODIFYING DICE). The attack die has eight faces: three hit, one critical,
 * two focus, two blank; the defence die has three evade, two focus and three blank.
 */
import type { Rng } from '../../battle/rng.ts';

/** An attack die result. */
export type AttackFace = 'hit' | 'crit' | 'focus' | 'blank';
/** A defence die result. */
export type DefenceFace = 'evade' | 'focus' | 'blank';
/** Either kind of die. */
export type DieKind = 'attack' | 'defence';

/** The eight faces of the attack die. */
export const ATTACK_DIE: readonly AttackFace[] = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];
/** The eight faces of the defence die. */
export const DEFENCE_DIE: readonly DefenceFace[] = [
  'evade',
  'evade',
  'evade',
  'focus',
  'focus',
  'blank',
  'blank',
  'blank',
];

/** Rolls n attack dice. */
export function rollAttack(rng: Rng, n: number): AttackFace[] {
  return Array.from({ length: n }, () => rng.pick(ATTACK_DIE));
}

/** Rolls n defence dice. */
export function rollDefence(rng: Rng, n: number): DefenceFace[] {
  return Array.from({ length: n }, () => rng.pick(DEFENCE_DIE));
}

/** True when a face name belongs to the die. */
export function isFaceOf(kind: DieKind, face: string): boolean {
  return (kind === 'attack' ? ATTACK_DIE : DEFENCE_DIE).includes(face as never);
}

/** Counts of each face. */
export function countFaces<F extends string>(faces: readonly F[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of faces) out[f] = (out[f] ?? 0) + 1;
  return out;
}

/**
 * Compares an attack with a defence (rules: ATTACK step 6): each evade cancels a hit, and hits must all be
 * cancelled before any critical is. Returns the uncancelled hits and criticals.
 */
export function compareResults(
  attack: readonly AttackFace[],
  defence: readonly DefenceFace[],
): { hits: number; crits: number } {
  let hits = attack.filter((f) => f === 'hit').length;
  let crits = attack.filter((f) => f === 'crit').length;
  let evades = defence.filter((f) => f === 'evade').length;
  const h = Math.min(hits, evades);
  hits -= h;
  evades -= h;
  crits -= Math.min(crits, evades);
  return { hits, crits };
}
