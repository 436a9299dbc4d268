/**
 * The Fire Table (rules 12.3, not in the document): what a hit does, read with 2D6 + power − body − the shields
 * on the side facing the attacker. Ion cannons (12.4) read the same table but do not subtract body and turn
 * structural results into ionisation. Every value is assumed; README "Star Warriors".
 */

/** A Fire Table result. */
export type FireResult =
  | 'noEffect'
  | 'shaken'
  | 'shieldDamage'
  | 'stabilizerDamage'
  | 'lateralControlDamage'
  | 'engineDamage'
  | 'bodyDamage1'
  | 'bodyDamage2'
  | 'destroyed'
  | 'ionised';

/** One band of the Fire Table: results for margins from `min` up to the next band's min. */
export interface FireBand {
  min: number;
  result: FireResult;
  ionResult: FireResult;
}

/** The Fire Table, bands in increasing order of margin (margin below the first band: no effect). */
export const FIRE_TABLE = {
  dice: 2,
  bands: [
    { min: 1, result: 'shaken', ionResult: 'shaken' },
    { min: 2, result: 'shieldDamage', ionResult: 'shieldDamage' },
    { min: 3, result: 'stabilizerDamage', ionResult: 'ionised' },
    { min: 4, result: 'lateralControlDamage', ionResult: 'ionised' },
    { min: 5, result: 'engineDamage', ionResult: 'ionised' },
    { min: 6, result: 'bodyDamage1', ionResult: 'ionised' },
    { min: 8, result: 'bodyDamage2', ionResult: 'ionised' },
    { min: 10, result: 'destroyed', ionResult: 'ionised' },
  ] satisfies FireBand[],
  assumed:
    'chapters 12.1–12.4 and the Fire Table are not in the document: margin = 2D6 + power − body − facing shields (ion: 2D6 + ion power − facing shields)',
};

/** What each result does, for captions and the README. */
export const FIRE_RESULT_TEXT: Readonly<Record<FireResult, string>> = {
  noEffect: 'no effect',
  shaken: 'shaken: one red action marker (one fewer action next game-turn)',
  shieldDamage: 'shield damage: one shield on the hit side is lost (shaken if none)',
  stabilizerDamage: 'stabilizer damage: its difficulty is added to every hazard roll from now on',
  lateralControlDamage: 'lateral control damage: turn number +1 from now on',
  engineDamage: 'engine damage: maximum speed −1',
  bodyDamage1: 'body damage 1',
  bodyDamage2: 'body damage 2',
  destroyed: 'destroyed',
  ionised: 'ionised: two red action markers (two fewer actions next game-turn)',
};

/** The result for a margin. */
export function fireResult(margin: number, ion: boolean): FireResult {
  let out: FireResult = 'noEffect';
  for (const b of FIRE_TABLE.bands) if (margin >= b.min) out = ion ? b.ionResult : b.result;
  return out;
}
