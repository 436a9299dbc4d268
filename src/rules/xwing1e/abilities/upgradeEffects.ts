/**
 * Effect kinds of crew, system and elite talent upgrades: each names the
 * timing window where the engine resolves it and what it does there, as plain data.
 */

/** After the ship performs an attack: Fire-Control System's target lock, Tactician's stress. */
export interface AfterAttackCardEffect {
  readonly kind: 'after-attack-card';
  readonly window: 'after-attack';
  /**
   * `lock-defender`: "you may acquire a target lock on the defender"; `stress-in-arc-range-2`: "that ship receives 1
   * stress token" after an attack against a ship inside the firing arc at Range 2.
   */
  readonly does: 'lock-defender' | 'stress-in-arc-range-2';
}

/** Recon Specialist: "When you perform a focus action, assign 1 additional focus token to your ship." */
export interface FocusBonusEffect {
  readonly kind: 'focus-bonus';
  readonly window: 'perform-action';
  readonly extra: number;
}

/**
 * When the ship is dealt a Damage card. `discard-faceup-pilot`: Determination ("When you are dealt a faceup Damage
 * card with the Pilot trait, discard it immediately without resolving its effect"); `discard-for-shield`: Chewbacca
 * the crew ("you may immediately discard that card and recover 1 shield. Then, discard this Upgrade card");
 * `flip-faceup`: Chewbacca the pilot ("When you are dealt a faceup Damage card, immediately flip it facedown
 * (without resolving its ability)").
 */
export interface DealtCardEffect {
  readonly kind: 'dealt-card';
  readonly window: 'suffer-damage';
  readonly does: 'discard-faceup-pilot' | 'discard-for-shield' | 'flip-faceup';
}

/** R5 Astromech: "During the End phase, you may choose 1 of your faceup Damage cards with the Ship trait and flip it facedown." */
export interface EndPhaseFlipEffect {
  readonly kind: 'end-phase-flip';
  readonly window: 'end-phase';
}

/**
 * Opportunist: "When attacking, if the defender does not have any focus or evade tokens, you may receive 1 stress
 * token to roll 1 additional attack die. You cannot use this ability if you have any stress tokens." With `friend`,
 * Jan Ors: "When another friendly ship at Range 1-3 is attacking, if you have no stress tokens, you may receive 1
 * stress token to allow that ship to roll 1 additional attack die."
 */
export interface StressForDieEffect {
  readonly kind: 'stress-for-die';
  readonly window: 'roll-attack-dice';
  readonly friend?: true;
  /** Zeta Leader: "if you are not stressed" only, whatever tokens the defender holds. */
  readonly anyDefender?: true;
}

/**
 * Crack Shot: "When attacking a ship inside your firing arc, at the start of the "Compare Results" step, you may
 * discard this card to cancel 1 of the defender's [Evade] results."
 */
export interface CompareCardEffect {
  readonly kind: 'compare-card';
  readonly window: 'compare-results';
  readonly does: 'discard-to-cancel-evade';
}

/**
 * Gunner: "After you perform an attack that does not hit, you may immediately perform a primary weapon attack. You
 * cannot perform another attack this round." (combat.ts, bonusAttack). Luke Skywalker (crew) adds "You may change 1
 * [Focus] result to a [Hit] result" to that attack (`focusToHit`).
 */
export interface BonusAttackEffect {
  readonly kind: 'bonus-attack';
  readonly window: 'after-attack';
  readonly focusToHit?: true;
  /**
   * IG-88B (pilot): "Once per round, after you perform an attack that does not hit, you may perform an attack with an
   * equipped [Cannon] secondary weapon." (`cannon`: the attack is with a Cannon card, not the primary weapon)
   */
  readonly weapon?: 'cannon';
}

/** The effect kinds of this module. */
export type UpgradeEffect =
  | BonusAttackEffect
  | CompareCardEffect
  | AfterAttackCardEffect
  | FocusBonusEffect
  | DealtCardEffect
  | EndPhaseFlipEffect
  | StressForDieEffect;
