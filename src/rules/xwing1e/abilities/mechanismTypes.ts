/**
 * Effects of three mechanisms of issue 18 (types.ts merges them into Effect): attacks a card grants outside the
 * ship's attack step (cardAttacks.ts), Condition cards (conditions.ts) and tractor beam tokens (tractor.ts).
 */

/**
 * An attack a card grants outside the ship's own attack step, and what triggers it: `enemy-maneuver` (Snap Shot:
 * "After an enemy ship executes a maneuver, you may perform this attack against that ship"), `end-phase-start`
 * (Corran Horn: "At the start of the End phase, you may perform one attack"), `after-defending` (Dengar: "after
 * defending, if the attacker is inside your firing arc, you may perform an attack against that ship"),
 * `shield-lost` ("Quickdraw": "when you lose a shield token, you may perform a primary weapon attack"),
 * `friend-destroyed` (Chewbacca, Resistance: "After another friendly ship at Range 1-3 is destroyed (but has not fled
 * the battlefield), you may perform an attack").
 */
export interface CardAttackEffect {
  readonly kind: 'card-attack';
  readonly window: 'execute-maneuver' | 'end-phase' | 'after-attack' | 'suffer-damage';
  readonly trigger: 'enemy-maneuver' | 'end-phase-start' | 'after-defending' | 'shield-lost' | 'friend-destroyed';
  /** The weapons it may use: any, the primary weapon only, or the card's own (`ownWeapon`, Snap Shot's). */
  readonly weapon: 'any' | 'primary' | 'own';
  /** The xws of the card's own weapon (`weapon: 'own'`). */
  readonly ownWeapon?: string;
  /** "Once per round" (Dengar, "Quickdraw"); Snap Shot's "cannot attack again this phase" too. */
  readonly oncePerRound?: true;
  /** Corran Horn: "You cannot attack during the next round." */
  readonly noAttackNextRound?: true;
}

/**
 * A card that assigns or is a Condition (conditions.ts): `debt-at-setup` (A Score to Settle: "During setup, before
 * the "Place Forces" step, choose 1 enemy ship and assign the "A Debt to Pay" Condition card to it"), `dark-side-when-hit`
 * (Kylo Ren, pilot: "The first time you are hit by an attack each round, assign the "I'll Show You the Dark Side"
 * Condition card to the attacker"), `harpooned` (the Harpooned! Condition's "When you are hit…" and "When you are
 * destroyed…"), `dark-side` (the "I'll Show You the Dark Side" Condition's Damage card dealt instead of critical
 * damage), `suppressive-fire` (Captain Rex: "After you perform an attack, assign the "Suppressive Fire" Condition
 * card to the defender."), `scrambled-at-planning` (Targeting Scrambler: "At the start of the Planning phase, you may
 * receive a weapons disabled token to choose a ship at Range 1-3 and assign it the "Scrambled" Condition.").
 */
export interface ConditionOpEffect {
  readonly kind: 'condition-op';
  readonly window: 'setup' | 'suffer-damage' | 'after-attack' | 'planning-start';
  readonly op:
    | 'debt-at-setup'
    | 'dark-side-when-hit'
    | 'harpooned'
    | 'dark-side'
    | 'suppressive-fire'
    | 'scrambled-at-planning';
}

/**
 * A card about tractor beam tokens (tractor.ts): `keep-tokens` (Ketsu Onyo, crew: "At the start of the End phase,
 * you may choose 1 enemy ship inside your firing arc at Range 1-2. That ship does not remove its tractor beam
 * tokens."), `touching` (Unkar Plutt: "At the end of the Activation phase, you must assign a tractor beam token to
 * each ship you are touching.").
 */
export interface TractorOpEffect {
  readonly kind: 'tractor-op';
  readonly window: 'end-phase' | 'activation-end';
  readonly op: 'keep-tokens' | 'touching';
}

/** The effects of this module, as one member of Effect. */
export type MechanismEffect = CardAttackEffect | ConditionOpEffect | TractorOpEffect;
