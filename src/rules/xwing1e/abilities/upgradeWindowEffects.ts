/**
 * Effect kinds of the upgrades that act inside an attack's steps, after a maneuver or a boost or barrel roll, and as
 * the Combat and End phases start or end (issue 18, the most-played cards not applied before). Each names its timing
 * window and, by `does`, the card text the module named in its comment resolves.
 */

/**
 * Inside an attack (attackResultCards.ts): `trick-shot` (Trick Shot: "When attacking, if the attack is obstructed,
 * you may roll 1 additional attack die."), `fearlessness` (Fearlessness: "When attacking, if you are inside the
 * defender's firing arc at Range 1 and the defender is inside your firing arc, you may add 1 [Hit] result to your
 * roll."), `finn` (Finn: "When attacking with a primary weapon or defending, if the enemy ship is inside your firing
 * arc, you may add 1 blank result to your roll."), `r3-astromech` (R3 Astromech: "Once per round, when attacking
 * with a primary weapon, you may cancel 1 of your [Focus] results during the "Modify Attack Dice" step to assign 1
 * evade token to your ship."), `lightweight-frame` (Lightweight Frame: "When defending, after rolling defense dice,
 * if there are more attack dice than defense dice, roll 1 additional defense die."), `hotshot` (Hotshot Co-pilot:
 * "When attacking with a primary weapon, the defender must spend 1 focus token if able. When defending, the attacker
 * must spend 1 focus token if able.").
 */
export interface AttackCardEffect {
  readonly kind: 'attack-card';
  readonly window: 'roll-attack-dice' | 'modify-attack-dice' | 'roll-defence-dice' | 'modify-defence-dice';
  readonly does: 'trick-shot' | 'fearlessness' | 'finn' | 'r3-astromech' | 'lightweight-frame' | 'hotshot';
}

/**
 * R5-P8 (attackResultCards.ts): "Once per round, after defending, you may roll 1 attack die. On a [Hit] result, the
 * attacker suffers 1 damage. On a [Critical Hit] result, you and the attacker each suffer 1 damage."
 */
export interface AfterDefendingEffect {
  readonly kind: 'after-defending';
  readonly window: 'after-attack';
}

/**
 * When the ship spends a focus token (focusSpentCards.ts): `overclocked-r4` (Overclocked R4: "During the Combat
 * phase, when you spend a focus token, you may receive 1 stress token to assign 1 focus token to your ship."),
 * `r4-agromech` (R4 Agromech: "When attacking, after you spend a focus token, you may acquire a target lock on the
 * defender.").
 */
export interface FocusSpentEffect {
  readonly kind: 'focus-spent';
  readonly window: 'modify-attack-dice';
  readonly does: 'overclocked-r4' | 'r4-agromech';
}

/**
 * After a ship executes a maneuver and checks its stress (afterManeuverCards.ts): `falcon-rotate` (Millennium Falcon,
 * the later title), `targeting-astromech`, `kanan-crew` (Kanan Jarrus, crew, acting on a friendly ship's maneuver),
 * `flight-assist` (Flight-Assist Astromech's free action); each card is quoted there.
 */
export interface AfterManeuverCardEffect {
  readonly kind: 'after-maneuver-card';
  readonly window: 'execute-maneuver';
  readonly does: 'falcon-rotate' | 'targeting-astromech' | 'kanan-crew' | 'flight-assist';
}

/** After the ship performs a boost or barrel roll action (afterBoostOrRoll.ts): Intensity, Black One. */
export interface AfterBoostOrRollEffect {
  readonly kind: 'after-boost-or-roll';
  readonly window: 'perform-action';
  readonly does: 'intensity' | 'black-one';
}

/**
 * "You cannot attack ships outside your firing arc." (BTL-A4 Y-wing, Flight-Assist Astromech; combat.ts): a weapon
 * that may fire outside the firing arc fires only at ships inside one of the ship's printed arcs.
 */
export interface ArcOnlyEffect {
  readonly kind: 'arc-only';
  readonly window: 'declare-target';
}

/**
 * BTL-A4 Y-wing (combat.ts, turretFollowUp): "After you perform a primary weapon attack, you may immediately perform
 * an attack with a [Turret] secondary weapon."
 */
export interface TurretFollowUpEffect {
  readonly kind: 'turret-follow-up';
  readonly window: 'after-attack';
}

/**
 * As a phase starts or ends (phaseEdgeCards.ts): `pulsed-ray-shield` (End phase), `rey-store` (start of the End
 * phase) and `rey-assign` (start of the Combat phase) for Rey (crew), `intensity-ready` (the end of the Combat phase,
 * Intensity's exhausted side); each card is quoted there.
 */
export interface PhaseEdgeEffect {
  readonly kind: 'phase-edge';
  readonly window: 'end-phase' | 'combat-start' | 'combat-end';
  readonly does: 'pulsed-ray-shield' | 'rey-store' | 'rey-assign' | 'intensity-ready';
}

/** The effect kinds of this module. */
export type UpgradeWindowEffect =
  | AttackCardEffect
  | AfterDefendingEffect
  | FocusSpentEffect
  | AfterManeuverCardEffect
  | AfterBoostOrRollEffect
  | ArcOnlyEffect
  | TurretFollowUpEffect
  | PhaseEdgeEffect;
