/**
 * Effect kinds of the crew, tech, title and talent cards that act at an attack's steps, after an attack, as a phase
 * starts or ends, after a lock or an action, and in a card's "Action:" header (issue 18, the cards applied after the
 * wave 1–8 batches). Each names its timing window and, by `does`, the card text the module named in its comment
 * resolves.
 */

/**
 * Inside an attack (crewDiceCards.ts): `alliance-overhaul` (its optional die from the primary firing arc),
 * `concord-dawn` (Concord Dawn Protector's evade result), `latts-razzi` (Latts Razzi's evade result for the attacker's
 * stress token), `crossfire` (Crossfire Formation's focus result).
 */
export interface AttackStepCardEffect {
  readonly kind: 'attack-step-card';
  readonly window: 'roll-attack-dice' | 'modify-defence-dice';
  readonly does: 'alliance-overhaul' | 'concord-dawn' | 'latts-razzi' | 'crossfire';
}

/**
 * After an attack (crewAfterAttack.ts): `rex` (Captain Rex: focus after a miss), `magva` (Magva Yarro: a lock on the
 * attacker after defending), `ops-specialist` (Operations Specialist: a focus token after a friend's miss),
 * `boba-fett` (Boba Fett, crew: a defender's upgrade discarded), `saturation-salvo` (Saturation Salvo's dice after an
 * ordnance miss), `death-troopers` (Death Troopers: the attacker stressed as a friend becomes the defender).
 */
export interface AttackEdgeCardEffect {
  readonly kind: 'attack-edge-card';
  readonly window: 'after-attack' | 'declare-target';
  readonly does: 'rex' | 'magva' | 'ops-specialist' | 'boba-fett' | 'saturation-salvo' | 'death-troopers';
}

/**
 * As a phase starts or ends, or after a lock, a maneuver or an action (phaseAndLockCards.ts): `tarkin` (Grand Moff
 * Tarkin, start of the Combat phase), `kylo-shuttle` (Kylo Ren's Shuttle, end of the Combat phase), `tie-v1` (TIE/v1,
 * after acquiring a lock), `systems-officer` (Systems Officer, after a green maneuver), `chopper-crew` ("Chopper", crew:
 * damage after an action while stressed).
 */
export interface PhaseAndLockCardEffect {
  readonly kind: 'phase-lock-card';
  readonly window: 'combat-start' | 'combat-end' | 'perform-action' | 'execute-maneuver';
  readonly does: 'tarkin' | 'kylo-shuttle' | 'tie-v1' | 'systems-officer' | 'chopper-crew';
}

/** Hera Syndulla (crew): "You can reveal and execute red maneuvers even while you are stressed." (activation.ts) */
export interface RedWhileStressedEffect {
  readonly kind: 'red-while-stressed';
  readonly window: 'reveal-dial';
}

/** The effect kinds of this module. */
export type CardHookEffect =
  | AttackStepCardEffect
  | AttackEdgeCardEffect
  | PhaseAndLockCardEffect
  | RedWhileStressedEffect;
