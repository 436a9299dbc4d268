/**
 * Skill codes and skill rolls (rules 5.1): a code "ND+K" means roll N six-sided dice and add K.
 */

/** A parsed skill code. */
export interface SkillCode {
  dice: number;
  plus: number;
}

const CODE = /^([1-9]\d?)D(?:\+([1-2]))?$/;

/** Parses "4D+2" or "3D"; undefined if malformed (pips above 2 would be another die). */
export function parseSkillCode(text: string): SkillCode | undefined {
  const m = CODE.exec(text);
  if (!m) return undefined;
  return { dice: Number(m[1]), plus: m[2] ? Number(m[2]) : 0 };
}

/** A code the battle file has already been checked for; throws naming the text if it is not one. */
export function skillCodeOf(text: string): SkillCode {
  const code = parseSkillCode(text);
  if (!code) throw new Error(`not a skill code: ${JSON.stringify(text)}`);
  return code;
}

/** Writes a code back as "4D+2" / "3D". */
export function formatSkillCode(c: SkillCode): string {
  return `${c.dice}D${c.plus ? `+${c.plus}` : ''}`;
}

/** The die-roll of a skill roll with these faces (rules 5.1: add the dice, then the plus). */
export function skillRollTotal(code: SkillCode, faces: readonly number[]): number {
  return faces.reduce((a, b) => a + b, 0) + code.plus;
}

/** The average die-roll of a code (3.5 a die), for the autopilot's risk estimates. */
export function meanRoll(code: SkillCode): number {
  return code.dice * 3.5 + code.plus;
}

/** Pips of a code (three to a die), to compare codes: 5D+2 > 5D+1 > 5D. */
export function codePips(code: SkillCode): number {
  return code.dice * 3 + code.plus;
}
